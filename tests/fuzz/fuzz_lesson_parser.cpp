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
        for (const cvz::LessonStep& step : lesson->steps) {
            if (step.show.mapping && step.show.mapping->launch.totalThreads() > cvz::kMaxPictureThreads)
                std::abort(); // a loaded launch always fits the picture
            // A step's text as the panel shows it: escaped, marked for line breaking.
            for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") })
                (void)cvz::lessonRichText(step.text.text(language) + step.title.text(language));
        }
    return 0;
}
