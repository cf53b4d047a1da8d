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

// A number column's header on two lines of about the same length, broken at
// a space outside parentheses ("Left" / "contribution", "Difference" /
// "(right − left)"): its numbers are narrow, and a one-line header made the
// column three times as wide as they are while the answers beside it wrapped.
QString onTwoLines(const QString& header) {
    int best = -1;
    int bestLongest = static_cast<int>(header.size());
    int depth = 0;
    for (int i = 0; i < header.size(); ++i) {
        const QChar c = header.at(i);
        depth += c == QLatin1Char('(') ? 1 : (c == QLatin1Char(')') ? -1 : 0);
        if (c == QLatin1Char(' ') && depth == 0) {
            const int longest = std::max(i, static_cast<int>(header.size()) - i - 1);
            if (longest < bestLongest) {
                best = i;
                bestLongest = longest;
            }
        }
    }
    if (best < 0) {
        return header;
    }
    QString broken = header;
    broken[best] = QLatin1Char('\n');
    return broken;
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
        return notAsked(e, row.question) ? notAskedText() : unansweredText();
    };
    // Either way it adds nothing to that side's score: 0.00, the figure the
    // difference is taken from, as for an answer that leans neither way.
    const auto contribution = [](const FactorContribution* f) {
        return signedNumberText(f ? f->contribution : 0.0);
    };
    switch (column) {
    case Question:
        return QString((row.changed() ? QStringLiteral("\u2260 ") : QString()) +
                       questionLabel(m_catalogue, row.question));
    case LeftAnswer:
        return row.left ? optionLabel(m_catalogue, row.question, row.left->option)
                        : missing(m_left);
    case LeftContribution:
        return contribution(row.left);
    case RightAnswer:
        return row.right ? optionLabel(m_catalogue, row.question, row.right->option)
                         : missing(m_right);
    case RightContribution:
        return contribution(row.right);
    case Difference:
        return signedNumberText(row.difference());
    default:
        return {};
    }
}

bool CompareModel::notAsked(const std::optional<Evaluation>& e, int question) {
    return e && e->answers.option(question) != AnswerSet::kUnanswered;
}

QVariant CompareModel::toolTip(const Row& row, int column) const {
    // Why a side without the factor still shows 0.00.
    const auto why = [&row](const FactorContribution* f, const std::optional<Evaluation>& e) {
        if (f) {
            return QString();
        }
        return notAsked(e, row.question)
                   ? tr("Adds nothing: this profile's other answers leave the question unasked.")
                   : tr("Adds nothing: the question is open in this profile, so it counts as "
                        "neutral.");
    };
    const QString text = display(row, column).toString();
    QString reason;
    if (column == LeftContribution) {
        reason = why(row.left, m_left);
    } else if (column == RightContribution) {
        reason = why(row.right, m_right);
    }
    return reason.isEmpty() ? text : text + QLatin1Char('\n') + reason;
}

QVariant CompareModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
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
        return onTwoLines(tr("Left contribution"));
    case RightAnswer:
        return tr("Right answer");
    case RightContribution:
        return onTwoLines(tr("Right contribution"));
    case Difference:
        return onTwoLines(tr("Difference (right \u2212 left)"));
    default:
        return {};
    }
}

} // namespace accel::ui
