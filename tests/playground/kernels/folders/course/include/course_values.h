// Included by course_util.h from its own folder.
#pragma once
constexpr float kFirstValue = 1.0f;
