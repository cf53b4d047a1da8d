#include "ui/compare/CompareModel.h"

#include "model/QuestionCatalogue.h"
#include "ui/wizard/ResultText.h"

#include <QFont>

#include <algorithm>
#include <cmath>

namespace accel::ui {

namespace {

const FactorContribution* factorOf(const std::optional<Evaluation>& e, int question) {
    if (!e) {
        return nullptr;
    }
    for (const FactorContribution& f : e->factors) {
        if (f.question == question) {
            return &f;
        }
    }
    return nullptr;
}

} // namespace

bool CompareModel::Row::changed() const {
    // A factor differs when its answer does. The same answer can weigh
    // differently on the two sides (weights, other answers): the Difference
    // column shows that, but it is not a different answer.
    const int a = left ? left->option : AnswerSet::kUnanswered;
    const int b = right ? right->option : AnswerSet::kUnanswered;
    return a != b;
}

double CompareModel::Row::difference() const {
    return (right ? right->contribution : 0.0) - (left ? left->contribution : 0.0);
}

CompareModel::CompareModel(const QuestionCatalogue& catalogue, QObject* parent)
    : QAbstractTableModel(parent)
    , m_catalogue(catalogue) {}

void CompareModel::setEvaluations(const std::optional<Evaluation>& left,
                                  const std::optional<Evaluation>& right) {
    beginResetModel();
    m_left = left;
    m_right = right;
    m_rows.clear();
    // Differences need two sides: against nothing, every row would "differ".
    for (int q = 0; m_left && m_right && q < m_catalogue.questionCount(); ++q) {
        Row row{q, factorOf(m_left, q), factorOf(m_right, q)};
        if (row.left || row.right) {
            m_rows.push_back(row);
        }
    }
    endResetModel();
}

int CompareModel::changedRows() const {
    return static_cast<int>(
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return r.changed(); }));
}

int CompareModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CompareModel::display(const Row& row, int column) const {
    // No factor on a side: the question is open there (unansweredText()), or its
    // answer does not apply to that profile ("not asked").
    const auto missing = [&row](const std::optional<Evaluation>& e) {
        return e && e->answers.option(row.question) != AnswerSet::kUnanswered ? notAskedText()
                                                                              : unansweredText();
    };
    switch (column) {
    case Question:
        return QString((row.changed() ? QStringLiteral("\u2260 ") : QString()) +
                       questionLabel(m_catalogue, row.question));
    case LeftAnswer:
        return row.left ? optionLabel(m_catalogue, row.question, row.left->option)
                        : missing(m_left);
    case LeftContribution:
        return row.left ? signedNumberText(row.left->contribution) : QString();
    case RightAnswer:
        return row.right ? optionLabel(m_catalogue, row.question, row.right->option)
                         : missing(m_right);
    case RightContribution:
        return row.right ? signedNumberText(row.right->contribution) : QString();
    case Difference:
        return signedNumberText(row.difference());
    default:
        return {};
    }
}

QVariant CompareModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return display(row, index.column());
    case kSortRole:
        switch (index.column()) {
        case LeftContribution:
            return row.left ? row.left->contribution : 0.0;
        case RightContribution:
            return row.right ? row.right->contribution : 0.0;
        case Difference:
            // By size: the factors that moved most come first, whichever way.
            return std::abs(row.difference());
        default:
            return display(row, index.column());
        }
    case kChangedRole:
        return row.changed();
    case Qt::FontRole:
        if (row.changed()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == LeftContribution || index.column() == RightContribution ||
            index.column() == Difference) {
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    default:
        return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Question:
        return tr("Question");
    case LeftAnswer:
        return tr("Left answer");
    case LeftContribution:
        return tr("Left contribution");
    case RightAnswer:
        return tr("Right answer");
    case RightContribution:
        return tr("Right contribution");
    case Difference:
        return tr("Difference (right \u2212 left)");
    default:
        return {};
    }
}

} // namespace accel::ui
