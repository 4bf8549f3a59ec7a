// What a class's grades are read with: a gradebook CSV (spreadsheets, LMS imports), JUnit XML (CI
// systems, GitHub Classroom's reports) and Gradescope's autograder results.json. Each is made from
// the same StudentGrade a single `exercise check` gives.
#pragma once

#include "playground/grading/classgrade.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

namespace cvz {

// student,passed,score,max_score,failed_launch,first_message,seconds: RFC 4180, one row a student.
// A cell that a spreadsheet would run as a formula (=, +, -, @ first) starts with a quote.
QByteArray gradebookCsv(const QList<StudentGrade>& grades);
// <testsuites> with one <testsuite> a student and one <testcase> a launch (a submission that did
// not compile: one "compile" test case; "check" when it built but was not checked), the problems in <failure>.
QByteArray junitXml(const QString& exerciseId, const QList<StudentGrade>& grades);
// Gradescope's results.json: score (launches passed), tests[] one a launch with name, score,
// max_score, status, output and visibility (hidden launches "after_due_date").
QJsonObject gradescopeResults(const StudentGrade& grade);

} // namespace cvz
