#pragma once

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace accel {

// Every number the application shows, written one way in every view (wizard,
// sizing step, compare window, reports, command line). They follow QLocale()
// and the installed translation, so "42%" reads "42 %" in French and German.

// A translated count ("%n chip(s)") as English reads it when no translation
// gave the forms (a program or test that loads none): "1 chip", "2 chips".
[[nodiscard]] QString pluralFallback(QString text, int n);
// The count whose plural form a figure takes as plainNumberText() writes it:
// "1 week", "3 weeks", and a fraction ("1.5 weeks") takes the plural.
[[nodiscard]] int pluralCountOf(double value);
// Units whose word has plural forms.
enum class CountUnit { Byte, Run, Hour, Day, Week, Month, Year, EngineerWeek, RequestPerSecond };
// A figure with such a unit, written by plainNumberText() with the plural form
// the figure takes in the language: "1 run", "2.5 weeks", "0 semaine".
[[nodiscard]] QString amountText(double value, CountUnit unit);

// Label and value, "Serving hours: 730"; French puts a no-break space before
// the colon, so the join is the translation's, never ": " in the code.
[[nodiscard]] QString labelledText(const QString& label, const QString& value);
// Clauses of one sentence, "a; b; c", with the language's separator.
[[nodiscard]] QString clauseListText(const QStringList& clauses);
// A title or sentence ended with a full stop, unless it already ends with
// one or with "?", "!" or "…": "Which is better?" stays as it is.
[[nodiscard]] QString withFullStop(const QString& text);
// A product, "64 × H100": one multiplication sign everywhere.
[[nodiscard]] QString timesText(const QString& left, const QString& right);

// A share (0..1) as a whole percentage: "42%", "42 %". Every percentage the
// program writes goes through here (OneVoice checks that none is built by
// appending "%" to a number).
[[nodiscard]] QString percentText(double share);
// A percentage already in hundredths, with `decimals` places: "12.5%".
[[nodiscard]] QString percentNumberText(double percent, int decimals = 0);
// A share with its range, "45% (35–55%)"; one figure when the ends read the same.
[[nodiscard]] QString percentRangeText(double value, double low, double high);
// A plain number with fixed decimals: "1.50".
[[nodiscard]] QString numberText(double value, int decimals = 2);
// Two decimals with a sign, and a real minus: "+1.50", "−0.75"; "0.00" (no
// sign) for anything that rounds to zero.
[[nodiscard]] QString signedNumberText(double value);
// Three significant digits with group separators: "37,500", "1.23", "0.0042".
[[nodiscard]] QString sig3Text(double value);
// The same without trailing zeros: "70", "0.9", "1.25".
[[nodiscard]] QString plainNumberText(double value);
// US dollars to three significant digits in the locale's currency format:
// "$11,900", "$1.22", "11 900 $"; millions as "$1.23 million".
[[nodiscard]] QString usdText(double usd);
// "42 seconds", "12 minutes", "3.5 hours", "12 days", "2.1 years", with plural
// forms and a no-break space: a narrow column never leaves the number alone.
[[nodiscard]] QString durationText(double hours);
// An estimated duration to three significant digits, its zeros kept, so that
// a column of estimates reads alike: "28.0 days" beside "29.8 days".
[[nodiscard]] QString estimatedDurationText(double hours);
// Sizes (parameters, tokens) written one way in every view: "7 B",
// "1,400 B" (billions as Step 7's fields write them), "350 M", or a whole
// number with group separators; a no-break space keeps number and unit together.
[[nodiscard]] QString countText(double n);
// The same count where its noun follows ("%1 tokens"): a language may join
// the two differently after a magnitude word (French "7 Md de tokens") than
// after a bare number ("500 000 tokens").
[[nodiscard]] QString countOfText(double n);
// Very large or small quantities (FLOPs) in scientific notation with three
// significant digits: "5.88 × 10²²", "5,88 × 10²²"; plain below a million.
[[nodiscard]] QString scientificText(double value);
// A calendar date (prices, sources, saves) in the locale's long format
// without the weekday and with the month's short name: "Jun 1, 2025",
// "1 juin 2025", "1. Juni 2025". One format for every date of that kind, so
// that a month ("Jan 2025") and a day read alike in one column.
[[nodiscard]] QString dateText(const QDate& date);
// The same for an ISO date ("2025-06-01"); "2025" or "2025-06" read as a year
// or a month ("Jun 2025"); anything else is returned unchanged.
[[nodiscard]] QString dateText(const QString& isoDate);
// A moment (an autosave, a price download, a report's creation): the date as
// dateText() writes it and the locale's short time, "Jun 1, 2025, 3:36 PM".
[[nodiscard]] QString dateTimeText(const QDateTime& when);

// A value with its plausible range, "v (low–high)", with the same formatter
// for all three; one figure when the ends read the same ("$1.22", not
// "$1.22 ($1.22–$1.22)").
[[nodiscard]] QString rangeText(double value, double low, double high, QString (*format)(double));
// The range's wording around figures already written: "16 bytes (12–20)".
[[nodiscard]] QString withRangeText(const QString& value, const QString& low, const QString& high);
// The same with the range's unit written once when both ends share it:
// "18.8 days (15.2–24.7 days)", "$7.22 million ($5.87–9.47 million)",
// "45% (35–55%)"; as rangeText() when they do not ("1 day–2 days").
[[nodiscard]] QString compactRangeText(double value, double low, double high,
                                       QString (*format)(double));
// `text` with every parenthesised range kept on one line (no-break spaces
// inside the parentheses, a word joiner after the dash): a narrow table cell
// then breaks before "(15.2–24.7 days)", never inside it.
[[nodiscard]] QString keepRangesWhole(const QString& text);
// Money and durations with their ranges, as compactRangeText() writes them:
// every range the program writes reads "v (low–high unit)".
[[nodiscard]] QString usdRangeText(double value, double low, double high);
[[nodiscard]] QString durationRangeText(double value, double low,
                                        double high); // estimatedDurationText()

} // namespace accel
