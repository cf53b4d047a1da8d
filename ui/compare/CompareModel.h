#pragma once

#include "model/Evaluation.h"

#include <QAbstractTableModel>

#include <optional>

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

// Two evaluations side by side, one row per question that counts in either:
// both answers, both contributions and the difference (right minus left). A
// side where the question is open or not asked contributes 0.00, and its
// tooltip says why.
class CompareModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Question,
        LeftAnswer,
        LeftContribution,
        RightAnswer,
        RightContribution,
        Difference,
        ColumnCount
    };
    static constexpr int kSortRole = Qt::UserRole + 1;
    static constexpr int kChangedRole = Qt::UserRole + 2; // bool: answers differ

    explicit CompareModel(const QuestionCatalogue& catalogue, QObject* parent = nullptr);

    void setEvaluations(const std::optional<Evaluation>& left,
                        const std::optional<Evaluation>& right);
    [[nodiscard]] int changedRows() const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    struct Row {
        int question = -1;
        const FactorContribution* left = nullptr; // null: does not count on that side
        const FactorContribution* right = nullptr;
        [[nodiscard]] bool changed() const;
        [[nodiscard]] double difference() const;
    };
    [[nodiscard]] QVariant display(const Row& row, int column) const;
    [[nodiscard]] QVariant toolTip(const Row& row, int column) const;
    // Answered on that side, yet without a factor: the answer does not apply.
    [[nodiscard]] static bool notAsked(const std::optional<Evaluation>& e, int question);

    const QuestionCatalogue& m_catalogue;
    std::optional<Evaluation> m_left;
    std::optional<Evaluation> m_right;
    std::vector<Row> m_rows;
};

} // namespace accel::ui
