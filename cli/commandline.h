#pragma once

#include <QStringList>

namespace cvz {

// True when these arguments ask for a subcommand, --help or --version (no GUI, no display)
// rather than the window. Single-dash arguments are left to Qt (-platform, -style, ...).
bool isCommandLineInvocation(const QStringList& arguments);

// True for commands that draw with the widgets' renderers (chart, bench, map): they need a
// QApplication (offscreen, no display). Each command says so in its row of the table.
bool commandNeedsGui(const QStringList& arguments);

// Runs `cudaviz <command> ...` and returns the process exit code: 0 success, 1 failure,
// 2 bad usage (with a one-line error and the usage on stderr).
int runCommandLine(const QStringList& arguments);

} // namespace cvz
