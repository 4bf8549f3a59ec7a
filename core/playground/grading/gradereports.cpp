#include "playground/grading/gradereports.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QXmlStreamWriter>

namespace cvz {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cvz::Playground)
};

QByteArray csvCell(QString text)
{
    if (!text.isEmpty() && QStringLiteral("=+-@\t\r").contains(text.front()))
        text.prepend(u'\'');
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n') || text.contains(u'\r'))
        text = u'"' + text.replace(u'"', QStringLiteral("\"\"")) + u'"';
    return text.toUtf8();
}

// A submission not checked (no file, no build, a check that could not run) is one failed case.
int failures(const StudentGrade& g)
{
    return g.launches.isEmpty() ? 1 : int(g.launches.size()) - g.score;
}

void writeStudent(QXmlStreamWriter& x, const QString& exerciseId, const StudentGrade& g)
{
    const int tests = g.launches.isEmpty() ? 1 : int(g.launches.size());
    x.writeStartElement(QStringLiteral("testsuite"));
    x.writeAttribute(QStringLiteral("name"), g.student);
    x.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    x.writeAttribute(QStringLiteral("failures"), QString::number(failures(g)));
    x.writeAttribute(QStringLiteral("time"), QString::number(g.seconds, 'f', 3));
    const auto testCase = [&](const QString& name, bool passed, const QString& message, const QString& body) {
        x.writeStartElement(QStringLiteral("testcase"));
        x.writeAttribute(QStringLiteral("classname"), exerciseId + u'.' + g.student);
        x.writeAttribute(QStringLiteral("name"), name);
        x.writeAttribute(QStringLiteral("time"), QString::number(g.seconds / tests, 'f', 3));
        if (!passed) {
            x.writeStartElement(QStringLiteral("failure"));
            x.writeAttribute(QStringLiteral("message"), message);
            x.writeCharacters(body);
            x.writeEndElement();
        }
        x.writeEndElement();
    };
    if (g.launches.isEmpty()) // no file or no build; or built, but the check could not run
        testCase(
            g.compiled ? QStringLiteral("check") : QStringLiteral("compile"), false, g.firstMessage, g.firstMessage);
    for (const LaunchGrade& l : g.launches)
        testCase(l.name, l.passed, l.messages.value(0), l.messages.join(u'\n'));
    x.writeEndElement();
}
} // namespace

QByteArray gradebookCsv(const QList<StudentGrade>& grades)
{
    QByteArray csv = "student,passed,score,max_score,failed_launch,first_message,seconds\r\n";
    for (const StudentGrade& g : grades)
        csv += csvCell(g.student) + ',' + (g.passed ? "true" : "false") + ',' + QByteArray::number(g.score) + ','
            + QByteArray::number(g.maxScore) + ',' + csvCell(g.failedLaunch) + ',' + csvCell(g.firstMessage) + ','
            + QByteArray::number(g.seconds, 'f', 2) + "\r\n";
    return csv;
}

QByteArray junitXml(const QString& exerciseId, const QList<StudentGrade>& grades)
{
    QByteArray xml;
    QXmlStreamWriter x(&xml);
    x.setAutoFormatting(true);
    x.writeStartDocument();
    int tests = 0, failed = 0;
    double seconds = 0.0;
    for (const StudentGrade& g : grades) {
        tests += g.launches.isEmpty() ? 1 : int(g.launches.size());
        failed += failures(g);
        seconds += g.seconds;
    }
    x.writeStartElement(QStringLiteral("testsuites"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("cudaviz exercise ") + exerciseId);
    x.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    x.writeAttribute(QStringLiteral("failures"), QString::number(failed));
    x.writeAttribute(QStringLiteral("time"), QString::number(seconds, 'f', 3));
    for (const StudentGrade& g : grades)
        writeStudent(x, exerciseId, g);
    x.writeEndElement();
    x.writeEndDocument();
    return xml;
}

QJsonObject gradescopeResults(const StudentGrade& g)
{
    QJsonArray tests;
    if (g.launches.isEmpty())
        tests.append(QJsonObject { { QStringLiteral("name"), Tr::tr("Compiles and runs") },
            { QStringLiteral("score"), 0 }, { QStringLiteral("max_score"), g.maxScore },
            { QStringLiteral("status"), QStringLiteral("failed") }, { QStringLiteral("output"), g.firstMessage },
            { QStringLiteral("visibility"), QStringLiteral("visible") } });
    for (const LaunchGrade& l : g.launches)
        tests.append(QJsonObject { { QStringLiteral("name"), l.name }, { QStringLiteral("score"), l.passed ? 1 : 0 },
            { QStringLiteral("max_score"), 1 },
            { QStringLiteral("status"), l.passed ? QStringLiteral("passed") : QStringLiteral("failed") },
            { QStringLiteral("output"), l.messages.join(u'\n') },
            { QStringLiteral("visibility"),
                l.hidden ? QStringLiteral("after_due_date") : QStringLiteral("visible") } });
    // Always shown: a hidden launch's problem stays hidden until the due date.
    QString firstVisible;
    for (const LaunchGrade& l : g.launches)
        if (!l.passed && !l.hidden && firstVisible.isEmpty())
            firstVisible = l.messages.value(0);
    const QString summary = g.passed ? Tr::tr("Passed on all %n launch(es).", nullptr, g.maxScore)
        : g.launches.isEmpty()       ? g.firstMessage
        : !firstVisible.isEmpty()
        ? Tr::tr("%1 of %n launch(es) passed. %2", nullptr, g.maxScore).arg(g.score).arg(firstVisible)
        : Tr::tr(
            "%1 of %n launch(es) passed; the launches that fail are hidden until the due date.", nullptr, g.maxScore)
              .arg(g.score);
    return QJsonObject { { QStringLiteral("score"), g.score }, { QStringLiteral("output"), summary },
        { QStringLiteral("tests"), tests } };
}

} // namespace cvz
