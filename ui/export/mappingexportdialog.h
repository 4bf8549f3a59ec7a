#pragma once

#include "mappingexport.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cvz {

// File > Export picture / Export animation: size, frames, speed and loop, then the file.
// The work runs off the GUI thread with a progress dialog and Cancel; the file is written
// atomically, so a cancelled or failed export leaves nothing.
class MappingExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind
    {
        Picture,
        Animation
    };
    MappingExportDialog(Kind kind, MappingExport what, QWidget* parent = nullptr);

    QString path() const;
    MappingExport request() const;
    MappingAnimationOptions animation() const;
    // Runs the export (progress dialog, Cancel); returns a sentence for the status bar.
    QString run();

private:
    // The constructor's parts, called in this order.
    void addSizeRows(QFormLayout* form);
    void addAnimationRows(QFormLayout* form);
    void addPathRow(QFormLayout* form);
    void buildLayout(QFormLayout* form); // the form, the summary and the buttons, one above the other

    void browse();
    void updateSummary();

    Kind m_kind;
    MappingExport m_what;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QCheckBox* m_presentation;
    QCheckBox* m_arrows;
    QCheckBox* m_lens;
    QCheckBox* m_slide;
    QSpinBox* m_frames = nullptr;
    QDoubleSpinBox* m_speed = nullptr;
    QSpinBox* m_loops = nullptr;
    QLineEdit* m_path;
    QLabel* m_summary;
};

// The dialog, then the export; the returned sentence says what happened (empty: closed).
QString exportMappingInteractively(MappingExportDialog::Kind kind, const MappingExport& what, QWidget* parent);

} // namespace cvz
