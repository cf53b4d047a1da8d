#pragma once

#include "SizingPlan.h"

#include <QTableWidget>

namespace accel::sizing {

// The candidates: chips, fit, time, cost, and the two assumptions a planner
// most often changes - MFU and price - editable in place. Unavailable
// accelerators stay in the table, greyed, with the reason.
class SizingTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Name, Chips, Fits, Time, Cost, Mfu, Price, PriceSource, Status, ColumnCount };

    explicit SizingTable(QWidget* parent = nullptr);
    void showCandidates(const std::vector<Candidate>& rows, const SizingRequest& request,
                        const AcceleratorCatalogue& catalogue);

    // The selected row's status and notes in full, for a line under the table.
    [[nodiscard]] QString details(int row) const;

signals:
    // value < 0: the user cleared the cell, back to the catalogue's figure.
    void mfuEdited(const QString& acceleratorId, double value);
    void priceEdited(const QString& acceleratorId, double value);

private:
    void onItemChanged(QTableWidgetItem* item);
    bool m_filling = false;
};

} // namespace accel::sizing
