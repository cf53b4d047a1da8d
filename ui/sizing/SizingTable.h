#pragma once

#include "model/sizing/SizingPlan.h"

#include <QTableWidget>

class QDate;

namespace accel::ui {

// The candidates: chips, fit, time, cost, and the two assumptions a planner
// most often changes - MFU and price - editable in place. Unavailable
// accelerators stay in the table, greyed, with the reason in their tooltips
// and in notes(). Rows, columns and words are the Sizing tab's and the
// report's (report::candidateTable()).
//
// On a language change the table retranslates its headers itself; the rows
// are computed content owned by SizingPanel, which re-renders them (its
// changeEvent runs before the table's) with showCandidates().
class SizingTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Name, Chips, Fits, Time, Cost, Mfu, Price, PriceSource, Status, ColumnCount };

    explicit SizingTable(QWidget* parent = nullptr);
    void showCandidates(const std::vector<sizing::Candidate>& rows,
                        const sizing::SizingRequest& request,
                        const sizing::AcceleratorData& catalogue);

    // The selected row's status and notes in full, for a line under the table.
    [[nodiscard]] QString details(int row) const;
    // What the table says once below it rather than in its rows: the shared
    // price source, the estimator's notes, why accelerators are unavailable.
    [[nodiscard]] const QStringList& notes() const { return m_notes; }

    // Every row wrapped to the current column widths; the table's height
    // then fits them exactly (it never scrolls: the page around it does).
    void fitHeight();

signals:
    // value < 0: the user cleared the cell, back to the catalogue's figure.
    void mfuEdited(const QString& acceleratorId, double value);
    void priceEdited(const QString& acceleratorId, double value);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    void retranslateUi();
    void updateHeaders();
    // The short columns (name, chips, fit, MFU, price) as wide as their
    // texts; the others share the rest and wrap.
    void fitColumns();
    // Replaces a cell, unless the user is typing into it: the typed text wins.
    void putItem(int row, int column, QTableWidgetItem* item);
    // `texts` are the row's cells as report::candidateTable() writes them;
    // these add the tooltips and make MFU and price editable.
    void showCandidate(int row, const sizing::Candidate& candidate, const QStringList& texts,
                       const sizing::SizingRequest& request,
                       const sizing::AcceleratorData& catalogue, const QDate& today);
    // An unavailable accelerator has no figures: greyed, the reason in the tooltips.
    void showUnavailable(int row, const QStringList& texts, const QString& reason);
    void showTrainingFigures(int row, const QStringList& texts, const sizing::TrainingEstimate& e,
                             bool ownMfu);
    void showServingFigures(int row, const QStringList& texts, const sizing::InferenceEstimate& e);
    [[nodiscard]] static QTableWidgetItem* priceSourceCell(const QString& text,
                                                           const sizing::PricePoint& price,
                                                           const sizing::AcceleratorData& catalogue,
                                                           const QDate& today);
    [[nodiscard]] static QTableWidgetItem* statusCell(const QString& text,
                                                      const QStringList& notes);
    void onItemChanged(QTableWidgetItem* item);
    QStringList m_notes;
    bool m_filling = false;
    bool m_training = true; // which headers the Time and Cost columns show
};

} // namespace accel::ui
