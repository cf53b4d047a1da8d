#include "model/CatalogueText.h"

#include "model/QuestionCatalogue.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <climits>
#include <iterator>

namespace accel {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CatalogueText)
};

int clamped(qint64 n) {
    return static_cast<int>(std::clamp<qint64>(n, INT_MIN, INT_MAX));
}

} // namespace

QString withoutMnemonic(const QString& label) {
    QString out;
    out.reserve(label.size());
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i) == QLatin1Char('&')) {
            if (i + 1 < label.size() && label.at(i + 1) == QLatin1Char('&')) {
                out += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        out += label.at(i);
    }
    return out;
}

namespace {

// The index of the letter after the mnemonic marker, or -1.
qsizetype mnemonicIndex(const QString& label) {
    for (qsizetype i = 0; i + 1 < label.size(); ++i) {
        if (label.at(i) == QLatin1Char('&')) {
            if (label.at(i + 1) == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return i + 1;
        }
    }
    return -1;
}

// `plain` (no marker) with the marker before the letter at `i`.
QString markedAt(const QString& plain, qsizetype i) {
    QString marked = plain;
    marked.replace(QLatin1Char('&'), QStringLiteral("&&"));
    // Every '&' before i doubled moves the letter on by one.
    const qsizetype before = plain.left(i).count(QLatin1Char('&'));
    return marked.insert(i + before, QLatin1Char('&'));
}

// The letters `plain` could take, best first: those that start a word, then
// those inside one, then accented ones (Alt+î or Alt+ê cannot be typed on a
// French keyboard, where the circumflex is a dead key); each letter once,
// with its first position.
QList<std::pair<QChar, qsizetype>> candidates(const QString& plain) {
    QList<std::pair<QChar, qsizetype>> out;
    const auto add = [&](auto wanted) {
        for (qsizetype i = 0; i < plain.size(); ++i) {
            const QChar c = plain.at(i).toLower();
            const bool starts = i == 0 || !plain.at(i - 1).isLetterOrNumber();
            if (c.isLetterOrNumber() && wanted(starts, c.unicode() < 0x80) &&
                std::none_of(out.cbegin(), out.cend(),
                             [c](const auto& taken) { return taken.first == c; })) {
                out.append({c, i});
            }
        }
    };
    add([](bool starts, bool plainLetter) { return starts && plainLetter; });
    add([](bool, bool plainLetter) { return plainLetter; });
    add([](bool, bool) { return true; });
    return out;
}

// Letters handed out to labels, moved between them (an augmenting path, as
// in a bipartite matching) when that lets one more label have a letter.
class LetterMatching {
public:
    LetterMatching(const QList<QList<std::pair<QChar, qsizetype>>>& wants, const QString& taken)
        : m_wants(wants)
        , m_taken(taken)
        , m_chosen(wants.size(), -1) {}

    // Gives label `n` a letter: the best free one, else one freed by moving
    // other labels to their other letters. False when no arrangement can.
    bool place(qsizetype n) {
        for (qsizetype k = 0; k < m_wants[n].size(); ++k) {
            const QChar c = m_wants[n][k].first;
            if (!m_taken.contains(c) && !m_owner.contains(c)) {
                take(n, k);
                return true;
            }
        }
        QString visited;
        return reroute(n, visited);
    }

    // The position in label `n` of its letter, or -1.
    qsizetype position(qsizetype n) const {
        const qsizetype k = m_chosen[n];
        return k < 0 ? -1 : m_wants[n][k].second;
    }

private:
    bool reroute(qsizetype n, QString& visited) {
        for (qsizetype k = 0; k < m_wants[n].size(); ++k) {
            const QChar c = m_wants[n][k].first;
            if (m_taken.contains(c) || visited.contains(c)) {
                continue;
            }
            visited += c;
            const auto owner = m_owner.constFind(c);
            if (owner == m_owner.cend() || reroute(*owner, visited)) {
                take(n, k);
                return true;
            }
        }
        return false;
    }

    void take(qsizetype n, qsizetype k) {
        m_chosen[n] = k;
        m_owner.insert(m_wants[n][k].first, n);
    }

    const QList<QList<std::pair<QChar, qsizetype>>>& m_wants;
    const QString& m_taken;
    QList<qsizetype> m_chosen;
    QHash<QChar, qsizetype> m_owner;
};

} // namespace

QChar mnemonicOf(const QString& label) {
    const qsizetype at = mnemonicIndex(label);
    return at >= 0 ? label.at(at).toLower() : QChar();
}

QStringList withDistinctMnemonics(const QStringList& labels, QString taken) {
    taken = taken.toLower();
    // Each label's letters, best first: the one its text (the translator)
    // chose, then candidates() in their order.
    QStringList plain;
    QList<QList<std::pair<QChar, qsizetype>>> wants;
    QList<qsizetype> withOwn;
    QList<qsizetype> without;
    for (qsizetype n = 0; n < labels.size(); ++n) {
        plain << withoutMnemonic(labels[n]);
        wants << candidates(plain.back());
        const qsizetype at = mnemonicIndex(labels[n]);
        const QChar own = at >= 0 ? labels[n].at(at).toLower() : QChar();
        const auto chosen = std::find_if(wants.back().begin(), wants.back().end(),
                                         [own](const auto& letter) { return letter.first == own; });
        if (chosen != wants.back().end()) {
            std::rotate(wants.back().begin(), chosen, std::next(chosen));
            withOwn << n;
        } else {
            without << n;
        }
    }
    // Labels with a chosen letter first, so that a later label does not take
    // it as a second choice; then the others in reading order. A label whose
    // letters are all taken moves earlier ones to other letters of theirs when
    // that frees one: as many labels as possible get a letter.
    LetterMatching matching(wants, taken);
    for (const qsizetype n : withOwn + without) {
        matching.place(n);
    }
    QStringList out;
    for (qsizetype n = 0; n < labels.size(); ++n) {
        const qsizetype at = matching.position(n);
        out << (at >= 0 ? markedAt(plain[n], at)
                        : QString(plain[n]).replace(QLatin1Char('&'), QStringLiteral("&&")));
    }
    return out;
}

QString questionLabel(const QuestionCatalogue& cat, int question) {
    return withoutMnemonic(questionLabelWithMnemonic(cat, question));
}

QString questionLabelWithMnemonic(const QuestionCatalogue& cat, int question) {
    return QuestionCatalogue::text(cat.question(question).label);
}

QString optionLabel(const QuestionCatalogue& cat, int question, int option) {
    return option < 0
               ? unansweredText()
               : withoutMnemonic(QuestionCatalogue::text(cat.option(question, option).label));
}

QString unansweredText() {
    //: An open question's answer, in the wizard, the reports and the command line.
    return Text::tr("Not sure yet");
}

QString notAskedText() {
    //: A question that this profile's answers never asked (it depends on another answer).
    return Text::tr("not asked");
}

QString publisherText(const Source& source) {
    // Marked with QT_TRANSLATE_NOOP in the catalogue where it needs words.
    return QuestionCatalogue::text(source.publisher.toUtf8().constData());
}

QString sourceTitles(const QuestionCatalogue& cat, const QStringList& ids) {
    QStringList titles;
    for (const QString& id : ids) {
        const Source* s = cat.source(id);
        titles << (s ? Text::tr("%1 (%2, %3)")
                           .arg(QuestionCatalogue::text(s->title), publisherText(*s),
                                dateText(s->date))
                     : id);
    }
    return clauseListText(titles);
}

QString sourceNames(const QuestionCatalogue& cat, const QStringList& ids) {
    QStringList names;
    for (const QString& id : ids) {
        const Source* s = cat.source(id);
        names << (s ? Text::tr("%1, %2").arg(publisherText(*s), dateText(s->date)) : id);
    }
    names.removeDuplicates();
    return clauseListText(names);
}

QString importanceText(double weight) {
    // Two decimals, as the window has always shown them: defaults such as
    // 0.75 need both, and the reports must read the same figure.
    return numberText(weight, 2);
}

QString chipsText(qint64 n) {
    return pluralFallback(Text::tr("%Ln chip(s)", nullptr, clamped(n)), clamped(n));
}

QString factorsText(qint64 n) {
    return pluralFallback(Text::tr("%Ln factor(s)", nullptr, clamped(n)), clamped(n));
}

QString questionsText(qint64 n) {
    return pluralFallback(Text::tr("%Ln question(s)", nullptr, clamped(n)), clamped(n));
}

QString daysOldText(qint64 n) {
    if (n == 0) {
        return Text::tr("today");
    }
    return pluralFallback(Text::tr("%Ln day(s) old", nullptr, clamped(n)), clamped(n));
}

} // namespace accel
