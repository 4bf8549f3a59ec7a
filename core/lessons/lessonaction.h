#pragma once

#include "lesson.h"

#include <QJsonObject>

namespace cvz {

// Reads a step's "show" object; on error nothing, and `error` names the field and what to
// write instead. The mapping launch is checked with the Thread Mapping page's own rules.
std::optional<LessonAction> parseLessonAction(const QJsonObject& show, QString* error);

} // namespace cvz
