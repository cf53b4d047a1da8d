#include "model/CatalogueText.h"

#include "model/QuestionCatalogue.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

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

// `plain` (no marker) with the marker before its first letter free in
// `taken` that `fits`, or empty.
template <typename Fits> QString markFirst(const QString& plain, QString& taken, Fits fits) {
    for (qsizetype i = 0; i < plain.size(); ++i) {
        const QChar c = plain.at(i).toLower();
        if (c.isLetterOrNumber() && !taken.contains(c) && fits(i)) {
            taken += c;
            QString marked = plain;
            marked.replace(QLatin1Char('&'), QStringLiteral("&&"));
            // Every '&' before i doubled moves the letter on by one.
            const qsizetype before = plain.left(i).count(QLatin1Char('&'));
            return marked.insert(i + before, QLatin1Char('&'));
        }
    }
    return {};
}

} // namespace

QChar mnemonicOf(const QString& label) {
    const qsizetype at = mnemonicIndex(label);
    return at >= 0 ? label.at(at).toLower() : QChar();
}

QStringList withDistinctMnemonics(const QStringList& labels, QString taken) {
    taken = taken.toLower();
    QStringList out = labels;
    QList<qsizetype> unplaced;
    // First every label whose own letter is free keeps it, so that a label
    // later on the screen does not lose its letter to an earlier one's second choice.
    for (qsizetype n = 0; n < labels.size(); ++n) {
        const qsizetype at = mnemonicIndex(labels[n]);
        const QChar own = at >= 0 ? labels[n].at(at).toLower() : QChar();
        if (!own.isNull() && own.isLetterOrNumber() && !taken.contains(own)) {
            taken += own;
        } else {
            unplaced << n;
        }
    }
    for (const qsizetype n : unplaced) {
        const QString plain = withoutMnemonic(labels[n]);
        const auto startsWord = [&plain](qsizetype i) {
            return i == 0 || !plain.at(i - 1).isLetterOrNumber();
        };
        QString marked = markFirst(plain, taken, startsWord);
        if (marked.isEmpty()) {
            marked = markFirst(plain, taken, [](qsizetype) { return true; });
        }
        out[n] = marked.isEmpty() ? QString(plain).replace(QLatin1Char('&'), QStringLiteral("&&"))
                                  : marked;
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
