#pragma once

#include "mapping/mappingform.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <vector>

namespace cvz {

// The options that say a launch, shared by `cudaviz map` and `cudaviz trace`: --kernel, one
// option per size the catalog names (--n, --rows, ..., the matmuls' --shape), --grid, --block
// and --no-guard. They are read into a MappingForm; core's buildMappingSetup does the rest,
// as for the Thread Mapping form and lessons.
class MappingOptions
{
public:
    MappingOptions();

    // Adds them in the order --help lists them: the kernel, its sizes, the launch, the guard.
    void addTo(QCommandLineParser& parser) const;
    // The setup, or nothing and `error` names the option at fault.
    std::optional<MappingSetup> read(const QCommandLineParser& parser, QString* error) const;

private:
    QCommandLineOption m_kernel;
    std::vector<QCommandLineOption> m_sizes;
    QCommandLineOption m_grid;
    QCommandLineOption m_block;
    QCommandLineOption m_noGuard;
};

} // namespace cvz
