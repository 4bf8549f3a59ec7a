// libFuzzer: a teacher's lesson file must load or be refused with a reason, never crash.
#include "lessons/lesson.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QString error;
    const auto lesson = cvz::parseLesson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), &error);
    if (!lesson && error.isEmpty())
        std::abort();
    if (lesson)
        for (const cvz::LessonStep& step : lesson->steps)
            if (step.show.mapping && step.show.mapping->launch.totalThreads() > cvz::kMaxPictureThreads)
                std::abort(); // a loaded launch always fits the picture
    return 0;
}
