#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace accel {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(NumberFormat)
};

// Rounded to three significant digits, and how many decimals that needs.
std::pair<double, int> roundedSig3(double v) {
    const double magnitude = std::floor(std::log10(std::abs(v)));
    const double scale = std::pow(10.0, magnitude - 2.0);
    const double rounded = std::round(v / scale) * scale;
    const int decimals = magnitude >= 2 ? 0 : static_cast<int>(2 - magnitude);
    return {rounded, decimals};
}

// The plural form to use for a figure that may have decimals: a fraction
// ("1.5 hours") takes the plural in English, French and German alike.
int pluralCount(double shown) {
    return shown == std::floor(shown) && std::abs(shown) < 1e9 ? static_cast<int>(shown) : 2;
}

// The locale whose currency format money uses: the C locale (LANG=C, tests,
// scripts) has none worth the name ("11,900$"), so it reads as US English.
QLocale moneyLocale() {
    const QLocale locale;
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates)
                                           : locale;
}

// How many characters of `a` and `b`, from the end (or the start), are the
// same unit ("\u00a0days", " million", "%", "$"): no digits, and a digit
// next to it in both.
qsizetype sharedUnit(const QString& a, const QString& b, bool fromEnd) {
    const auto at = [fromEnd](const QString& s, qsizetype i) {
        return fromEnd ? s.at(s.size() - 1 - i) : s.at(i);
    };
    qsizetype n = 0;
    while (n < a.size() && n < b.size() && at(a, n) == at(b, n) && !at(a, n).isDigit()) {
        ++n;
    }
    while (n > 0 && !(n < a.size() && n < b.size() && at(a, n).isDigit() && at(b, n).isDigit())) {
        --n;
    }
    return n;
}

} // namespace

QString pluralFallback(QString text, int n) {
    // Only when no translation supplied the forms: "(s)" is the source's marker.
    text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return text;
}

int pluralCountOf(double value) {
    if (!std::isfinite(value) || value == 0.0) {
        return 0;
    }
    return pluralCount(roundedSig3(value).first);
}

QString amountText(double value, CountUnit unit) {
    const int n = pluralCountOf(value);
    QString text;
    switch (unit) {
    case CountUnit::Byte:
        text = Text::tr("%1 byte(s)", nullptr, n);
        break;
    case CountUnit::Run:
        //: Training runs, "1 run", "2 runs".
        text = Text::tr("%1 run(s)", nullptr, n);
        break;
    case CountUnit::Hour:
        text = Text::tr("%1 hour(s)", nullptr, n);
        break;
    case CountUnit::Day:
        text = Text::tr("%1 day(s)", nullptr, n);
        break;
    case CountUnit::Week:
        text = Text::tr("%1 week(s)", nullptr, n);
        break;
    case CountUnit::Month:
        text = Text::tr("%1 month(s)", nullptr, n);
        break;
    case CountUnit::Year:
        text = Text::tr("%1 year(s)", nullptr, n);
        break;
    case CountUnit::EngineerWeek:
        text = Text::tr("%1 engineer-week(s)", nullptr, n);
        break;
    case CountUnit::RequestPerSecond:
        //: A load, "1 request/s", "12 requests/s".
        text = Text::tr("%1 request(s)/s", nullptr, n);
        break;
    }
    // One unit, never split across lines, as durationText() writes its units.
    return pluralFallback(text, n)
        .arg(plainNumberText(value))
        .replace(QLatin1Char(' '), QChar::Nbsp);
}

QString labelledText(const QString& label, const QString& value) {
    // A question is its own label: "Does it compile with XLA? Yes", not "?: Yes".
    if (label.endsWith(QLatin1Char('?'))) {
        //: A question and its answer, "Does the model compile with XLA? Yes".
        return Text::tr("%1 %2", "question and answer").arg(label, value);
    }
    //: A label and its value, "Utilization: 70%"; French writes "%1 : %2"
    //: with a no-break space.
    return Text::tr("%1: %2").arg(label, value);
}

QString clauseListText(const QStringList& clauses) {
    QString text = clauses.value(0);
    for (qsizetype i = 1; i < clauses.size(); ++i) {
        //: Two clauses of one sentence, "Hosting: Google Cloud; Framework: JAX".
        text = Text::tr("%1; %2").arg(text, clauses.at(i));
    }
    return text;
}

QString withFullStop(const QString& text) {
    static const QString ends = QStringLiteral(".?!\u2026");
    QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || ends.contains(trimmed.back())) {
        return trimmed;
    }
    return trimmed + QLatin1Char('.');
}

QString timesText(const QString& left, const QString& right) {
    //: A product, "64 × TPU v5p", "6 × 70 B".
    return Text::tr("%1 \u00d7 %2").arg(left, right);
}

QString percentText(double share) {
    return percentNumberText(share * 100.0, 0);
}

QString percentNumberText(double percent, int decimals) {
    // Where the sign goes and whether a space precedes it depends on the language.
    return QCoreApplication::translate("NumberFormat", "%1%",
                                       "a percentage; %1 is the number, e.g. 42")
        .arg(QLocale().toString(percent, 'f', decimals));
}

QString percentRangeText(double value, double low, double high) {
    return compactRangeText(value, low, high, percentText);
}

QString numberText(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString signedNumberText(double value) {
    const QString magnitude = numberText(std::abs(value), 2);
    if (value >= 0.005) {
        return QLatin1Char('+') + magnitude;
    }
    // U+2212 MINUS SIGN reads better than a hyphen next to digits.
    return value <= -0.005 ? QString(QChar(0x2212)) + magnitude : numberText(0.0, 2);
}

QString sig3Text(double v) {
    if (!std::isfinite(v)) {
        return QLocale().toString(v);
    }
    if (v == 0.0) {
        return QLocale().toString(0);
    }
    if (std::abs(v) >= 1e15) {
        return scientificText(v); // FLOPs: "5.88 × 10²³", not 24 digits
    }
    const auto [rounded, decimals] = roundedSig3(v);
    return QLocale().toString(rounded, 'f', decimals);
}

QString plainNumberText(double v) {
    QString s = sig3Text(v);
    const QString point = QLocale().decimalPoint();
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0'))) {
            s.chop(1);
        }
        if (s.endsWith(point)) {
            s.chop(point.size());
        }
    }
    return s;
}

QString usdText(double usd) {
    if (!std::isfinite(usd)) {
        return QLocale().toString(usd);
    }
    const QString dollar = QStringLiteral("$");
    if (std::abs(usd) >= 1e6) {
        const auto [millions, decimals] = roundedSig3(usd / 1e6);
        //: Money in millions of US dollars; %1 is the number, e.g. "$1.23 million",
        //: "1,23 Mio. $".
        return Text::tr("$%1 million").arg(QLocale().toString(millions, 'f', decimals));
    }
    const double size = std::abs(usd);
    if (size == 0.0) {
        // Nothing to pay reads "$0" beside "$12,200", in tables and on axes.
        return moneyLocale().toCurrencyString(0.0, dollar, 0);
    }
    if (size >= 100.0) {
        // Estimates: three significant digits are all they carry ("$216,000").
        return moneyLocale().toCurrencyString(roundedSig3(usd).first, dollar, 0);
    }
    if (size >= 0.1) {
        return moneyLocale().toCurrencyString(usd, dollar, 2); // prices: "$11.28"
    }
    const auto [rounded, decimals] = roundedSig3(usd);
    return moneyLocale().toCurrencyString(rounded, dollar, decimals); // "$0.0042"
}

QString scientificText(double value) {
    if (!std::isfinite(value) || value == 0.0 ||
        (std::abs(value) >= 1e-3 && std::abs(value) < 1e6)) {
        return sig3Text(value);
    }
    int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    if (std::abs(std::round(mantissa * 100.0) / 100.0) >= 10.0) { // 9.999 rounds up to 10.0
        mantissa /= 10.0;
        ++exponent;
    }
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (const QChar digit : QString::number(std::abs(exponent))) {
        power += superscripts.at(digit.digitValue());
    }
    if (exponent < 0) {
        power.prepend(QChar(0x207B)); // superscript minus
    }
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(mantissa, 'f', 2), power);
}

namespace {

// durationText() before its spaces become no-break ones.
// `number` writes the hours, days or years: plainNumberText() in a sentence
// ("30 days"), sig3Text() for an estimate in a column ("28.0 days" beside
// "29.8 days").
QString durationInWords(double hours, QString (*number)(double)) {
    const double seconds = hours * 3600.0;
    if (seconds < 90.0) {
        const int n = static_cast<int>(std::max<long long>(1, std::llround(seconds)));
        return pluralFallback(Text::tr("%n second(s)", nullptr, n), n);
    }
    if (seconds < 90.0 * 60.0) {
        const int n = static_cast<int>(std::llround(seconds / 60.0));
        return pluralFallback(Text::tr("%n minute(s)", nullptr, n), n);
    }
    const auto shown = [](double v) { return roundedSig3(v).first; };
    if (hours < 48.0) {
        const int n = pluralCount(shown(hours));
        return pluralFallback(Text::tr("%1 hour(s)", nullptr, n), n).arg(number(hours));
    }
    if (hours < 24.0 * 730.0) {
        const double days = hours / 24.0;
        const int n = pluralCount(shown(days));
        return pluralFallback(Text::tr("%1 day(s)", nullptr, n), n).arg(number(days));
    }
    const double years = hours / (24.0 * 365.0);
    const int n = pluralCount(shown(years));
    return pluralFallback(Text::tr("%1 year(s)", nullptr, n), n).arg(number(years));
}

} // namespace

QString durationText(double hours) {
    QString text = durationInWords(hours, plainNumberText);
    text.replace(QLatin1Char(' '), QChar::Nbsp);
    return text;
}

QString estimatedDurationText(double hours) {
    QString text = durationInWords(hours, sig3Text);
    text.replace(QLatin1Char(' '), QChar::Nbsp);
    return text;
}

QString countText(double n) {
    // Billions even past a thousand ("1,400B", not "1.4T"): Step 7's fields
    // are in billions, and a size reads the same in every view.
    QString text;
    if (n >= 1e9) {
        //: Billions, e.g. "7 B" (tokens, parameters), as Step 7's fields write them.
        text = Text::tr("%1 B").arg(plainNumberText(n / 1e9));
    } else if (n >= 1e6) {
        //: Millions, e.g. "350 M" (tokens, parameters).
        text = Text::tr("%1 M").arg(plainNumberText(n / 1e6));
    } else {
        return QLocale().toString(static_cast<qlonglong>(std::llround(n)));
    }
    return text.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString countOfText(double n) {
    // French writes "7 Md de tokens" but "500 000 tokens": the "de" belongs to
    // the magnitude word, so it lives in these forms and a sentence around
    // them writes "%1 tokens" in every language.
    QString text;
    if (n >= 1e9) {
        //: Billions followed by what is counted: "7 B tokens" ("%1 B" elsewhere).
        //: French needs its "de" here ("%1 Md de"), where a bare number takes none.
        text = Text::tr("%1 B", "a count before its noun").arg(plainNumberText(n / 1e9));
    } else if (n >= 1e6) {
        //: Millions followed by what is counted: "350 M parameters" ("%1 M" elsewhere).
        //: French needs its "de" here ("%1 M de"), where a bare number takes none.
        text = Text::tr("%1 M", "a count before its noun").arg(plainNumberText(n / 1e6));
    } else {
        return countText(n);
    }
    return text.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString dateText(const QDate& date) {
    if (!date.isValid()) {
        return {};
    }
    // The locale's long format without its weekday and with the month's short
    // name: "dddd, MMMM d, yyyy", "dddd d MMMM yyyy" and "dddd, d. MMMM yyyy"
    // become "Nov 24, 2026", "24 nov. 2026" and "24. Nov. 2026", which read like
    // "Jan 2025" beside them and fit a table's narrow source column.
    static const QRegularExpression weekday(QStringLiteral("\\bdddd\\b[,\\s]*|[,\\s]*\\bdddd\\b"));
    const QString format = QLocale()
                               .dateFormat(QLocale::LongFormat)
                               .remove(weekday)
                               .replace(QStringLiteral("MMMM"), QStringLiteral("MMM"))
                               .trimmed();
    // A date never breaks across lines ("24 Nov" / "2026" in a narrow cell).
    return QLocale().toString(date, format).replace(QLatin1Char(' '), QChar::Nbsp);
}

QString dateText(const QString& isoDate) {
    const QDate day = QDate::fromString(isoDate, Qt::ISODate);
    if (day.isValid()) {
        return dateText(day);
    }
    const QDate month = QDate::fromString(isoDate, QStringLiteral("yyyy-MM"));
    if (month.isValid()) {
        return QLocale()
            .toString(month, QStringLiteral("MMM yyyy"))
            .replace(QLatin1Char(' '), QChar::Nbsp);
    }
    return isoDate;
}

QString dateTimeText(const QDateTime& when) {
    if (!when.isValid()) {
        return {};
    }
    const QDateTime local = when.toLocalTime();
    //: A date and a time of day, "June 1, 2025, 3:36 PM".
    return Text::tr("%1, %2").arg(dateText(local.date()),
                                  QLocale()
                                      .toString(local.time(), QLocale::ShortFormat)
                                      .replace(QLatin1Char(' '), QChar::Nbsp));
}

QString rangeText(double value, double low, double high, QString (*format)(double)) {
    QString v = format(value); // may be returned: not const, so it moves
    const QString l = format(low);
    const QString h = format(high);
    if (l == h) {
        return v;
    }
    return withRangeText(v, l, h);
}

QString withRangeText(const QString& value, const QString& low, const QString& high) {
    //: A figure with its plausible range, e.g. "$11,900 ($9,000–$17,200)".
    return Text::tr("%1 (%2\u2013%3)").arg(value, low, high);
}

QString compactRangeText(double value, double low, double high, QString (*format)(double)) {
    QString v = format(value);
    QString l = format(low);
    QString h = format(high);
    if (l == h) {
        return v;
    }
    const qsizetype suffix = sharedUnit(l, h, true);
    const qsizetype prefix = sharedUnit(l, h, false);
    l.chop(suffix);
    h.remove(0, prefix);
    return withRangeText(v, l, h);
}

QString keepRangesWhole(const QString& text) {
    QString out;
    out.reserve(text.size() + 4);
    int depth = 0;
    for (const QChar ch : text) {
        depth += ch == QLatin1Char('(') ? 1 : (ch == QLatin1Char(')') ? -1 : 0);
        out += depth > 0 && ch == QLatin1Char(' ') ? QChar(QChar::Nbsp) : ch;
        if (depth > 0 && ch == QChar(0x2013)) {
            out += QChar(0x2060); // WORD JOINER: no break after the dash
        }
    }
    return out;
}

QString usdRangeText(double value, double low, double high) {
    return compactRangeText(value, low, high, usdText);
}

QString durationRangeText(double value, double low, double high) {
    return compactRangeText(value, low, high, estimatedDurationText);
}

} // namespace accel
