#include "model/JsonReader.h"

#include "model/TextPosition.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace accel {

namespace {

// The one translation context of the toolkit's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(JsonReader)
};

// Edit distance, letter case aside.
int distance(const QString& a, const QString& b) {
    std::vector<int> row(static_cast<std::size_t>(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j) {
        row[j] = static_cast<int>(j);
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const auto at = static_cast<std::size_t>(j);
            const int above = row[at];
            const int cost = a[i - 1].toLower() == b[j - 1].toLower() ? 0 : 1;
            row[at] = std::min({above + 1, row[at - 1] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return row.back();
}

QString listed(const QStringList& ids) {
    return ids.join(QStringLiteral(", "));
}

// A limit as JSON writes it, and spelled out when that takes an exponent:
// "1e14 (100,000,000,000,000)" reads at a glance, in the file and in a dialog.
QString limitText(double value) {
    QString json = jsonNumberText(value);
    if (!json.contains(QLatin1Char('e')) || std::abs(value) < 1) {
        return json;
    }
    //: A limit in a file's syntax and spelled out: "1e14 (100,000,000,000,000)".
    return Text::tr("%1 (%2)").arg(json, QLocale().toString(value, 'f', 0));
}

QString describe(const NumberRange& r) {
    const QString min = limitText(r.min);
    const QString max = limitText(r.max);
    if (r.whole) {
        return r.aboveMin ? Text::tr("a whole number above %1 and at most %2").arg(min, max)
                          : Text::tr("a whole number from %1 to %2").arg(min, max);
    }
    return r.aboveMin ? Text::tr("a number above %1 and at most %2").arg(min, max)
                      : Text::tr("a number from %1 to %2").arg(min, max);
}

QString describeOneOf(const QStringList& allowed) {
    return allowed.isEmpty() ? Text::tr("a string that is not empty")
                             : Text::tr("a string, one of: %1").arg(listed(allowed));
}

QString describeSize(qsizetype bytes) {
    constexpr qsizetype kMiB = qsizetype{1024} * 1024;
    return bytes % kMiB == 0 ? Text::tr("%1 MiB").arg(bytes / kMiB)
                             : Text::tr("%1 bytes").arg(bytes);
}

} // namespace

QString jsonRootPath() {
    return QStringLiteral("$");
}

QString jsonChildPath(const QString& parent, const QString& key) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (plain.match(key).hasMatch()) {
        return parent + QLatin1Char('.') + key;
    }
    QString escaped = key;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return parent + QStringLiteral("[\"") + escaped + QStringLiteral("\"]");
}

QString jsonIndexPath(const QString& parent, qsizetype index) {
    return parent + QStringLiteral("[%1]").arg(index);
}

QString jsonTypeName(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Null:
        return Text::tr("null");
    case QJsonValue::Bool:
        return Text::tr("a boolean");
    case QJsonValue::Double:
        return Text::tr("a number");
    case QJsonValue::String:
        return value.toString().isEmpty() ? Text::tr("an empty string") : Text::tr("a string");
    case QJsonValue::Array:
        return Text::tr("an array");
    case QJsonValue::Object:
        return Text::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Text::tr("nothing");
}

QString jsonNumberText(double value) {
    // Shortest round trip, with the exponent as JSON is usually written: 1e15, 2.5e-5.
    static const QRegularExpression exponent(QStringLiteral("e\\+?(-?)0*(\\d)"));
    QString text = QString::number(value, 'g', QLocale::FloatingPointShortest);
    text.replace(exponent, QStringLiteral("e\\1\\2"));
    return text;
}

QString closestId(const QString& given, const QStringList& known) {
    // "h100" means "h100-sxm" more likely than "h200": the one id that the
    // text begins comes first.
    QStringList extending;
    for (const QString& k : known) {
        if (given.size() >= 2 && k.startsWith(given, Qt::CaseInsensitive) && k != given) {
            extending << k;
        }
    }
    if (extending.size() == 1) {
        return extending.first();
    }
    QString best;
    int bestDistance = 3; // further than two edits is no longer a typo
    for (const QString& k : known) {
        const int d = distance(given, k);
        if (d < bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    return best;
}

namespace {

// What QJsonDocument found wrong, in words that read after "not valid JSON:"
// in every language. Qt's own translations do not: German starts them with
// a capital ("Nicht abgeschlossene Zeichenkette"), as a title, and a noun
// or a sentence among them must keep its capital, so no rule on their first
// letter fits them all.
QString jsonErrorText(const QJsonParseError& error) {
    switch (error.error) {
    case QJsonParseError::UnterminatedObject:
        return Text::tr("an object is not closed");
    case QJsonParseError::MissingNameSeparator:
        return Text::tr("a name has no colon after it");
    case QJsonParseError::UnterminatedArray:
        return Text::tr("an array is not closed");
    case QJsonParseError::MissingValueSeparator:
        return Text::tr("a comma is missing between two values");
    case QJsonParseError::IllegalValue:
        return Text::tr("a value is not valid");
    case QJsonParseError::TerminationByNumber:
        return Text::tr("the text ends inside a number");
    case QJsonParseError::IllegalNumber:
        return Text::tr("a number is not valid");
    case QJsonParseError::IllegalEscapeSequence:
        return Text::tr("an escape sequence is not valid");
    case QJsonParseError::IllegalUTF8String:
        return Text::tr("a string is not valid UTF-8");
    case QJsonParseError::UnterminatedString:
        return Text::tr("a string is not closed");
    case QJsonParseError::MissingObject:
        return Text::tr("an object is missing after a comma");
    case QJsonParseError::DeepNesting:
        return Text::tr("arrays and objects are nested too deep");
    case QJsonParseError::DocumentTooLarge:
        return Text::tr("the document is too large");
    case QJsonParseError::GarbageAtEnd:
        return Text::tr("there is more text after the end of the document");
    case QJsonParseError::NoError:
        break;
    }
    return error.errorString();
}

} // namespace

std::optional<QJsonObject> readJsonObject(const QByteArray& input, const JsonDocumentLimits& limits,
                                          QList<InputIssue>& issues) {
    const QString root = jsonRootPath();
    if (input.size() > limits.maxBytes) {
        issues.append({root, Text::tr("the file is %1 bytes; at most %2 are allowed.")
                                 .arg(input.size())
                                 .arg(describeSize(limits.maxBytes))});
        return std::nullopt;
    }
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3); // a byte-order mark some editors add
    }
    if (const auto bad = firstInvalidUtf8(bytes)) {
        const TextPosition at = textPosition(bytes, *bad);
        issues.append({root, Text::tr("the file is not valid UTF-8 (line %1, column %2). Save it "
                                      "as UTF-8 and try again.")
                                 .arg(at.line)
                                 .arg(at.column)});
        return std::nullopt;
    }
    if (const auto deep = jsonNestingExceeds(bytes, limits.maxNesting)) {
        const TextPosition at = textPosition(bytes, *deep);
        issues.append(
            {root, Text::tr("arrays and objects are nested more than %1 deep (line %2, column %3).")
                       .arg(limits.maxNesting)
                       .arg(at.line)
                       .arg(at.column)});
        return std::nullopt;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const TextPosition at = textPosition(bytes, error.offset);
        //: %1 says what is wrong, "a string is not closed".
        issues.append({root, Text::tr("not valid JSON: %1 at line %2, column %3.")
                                 .arg(jsonErrorText(error))
                                 .arg(at.line)
                                 .arg(at.column)});
        return std::nullopt;
    }
    if (!doc.isObject()) {
        // Qt reads nothing but an object or an array at the top level.
        issues.append({root, Text::tr("expected a JSON object at the top level; found %1.")
                                 .arg(jsonTypeName(doc.array()))});
        return std::nullopt;
    }
    return doc.object();
}

void JsonReader::leaveOutUnknowns(QList<InputIssue>* leftOut, const QString& why) {
    m_leftOut = leftOut;
    m_whyLeftOut = why;
}

void JsonReader::add(const QString& path, const QString& message) {
    m_issues.append({path, message});
}

void JsonReader::leaveOut(const QString& path, const QString& why) {
    m_leftOut->append({path, why.isEmpty() ? m_whyLeftOut : why});
}

void JsonReader::wrongType(const QString& path, const QString& expected, const QJsonValue& found) {
    add(path, Text::tr("expected %1; found %2.").arg(expected, jsonTypeName(found)));
}

bool JsonReader::present(const QJsonValue& value, const QString& path, Presence presence,
                         const QString& expected) {
    if (value.isUndefined()) {
        if (presence == Presence::Required) {
            add(path, Text::tr("missing; expected %1.").arg(expected));
        }
        return false;
    }
    if (value.isNull() && presence == Presence::Optional) {
        return false;
    }
    return true;
}

void JsonReader::checkKeys(const QJsonObject& o, const QString& path, const QStringList& known) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (known.contains(it.key())) {
            continue;
        }
        const QString at = jsonChildPath(path, it.key());
        if (m_leftOut != nullptr) {
            leaveOut(at, {});
            continue;
        }
        const QString guess = closestId(it.key(), known);
        add(at, guess.isEmpty()
                    ? Text::tr("unknown field '%1'; remove it or check its spelling. Known "
                               "fields: %2.")
                          .arg(it.key(), listed(known))
                    : Text::tr("unknown field '%1'. Did you mean '%2'? Known fields: %3.")
                          .arg(it.key(), guess, listed(known)));
    }
}

void JsonReader::unknownId(const QString& path, const QString& given, const QStringList& allowed,
                           const QString& whyLeftOut) {
    if (m_leftOut != nullptr) {
        leaveOut(path, whyLeftOut);
        return;
    }
    const QString guess = closestId(given, allowed);
    add(path, guess.isEmpty()
                  ? Text::tr("unknown id '%1'; use one of: %2.").arg(given, listed(allowed))
                  : Text::tr("unknown id '%1'. Did you mean '%2'? Use one of: %3.")
                        .arg(given, guess, listed(allowed)));
}

bool JsonReader::checkIdForm(const QString& path, const QString& id) {
    static const QRegularExpression form(QStringLiteral("^[a-z0-9][a-z0-9-]{0,39}$"));
    if (form.match(id).hasMatch()) {
        return true;
    }
    add(path, Text::tr("'%1' is not an id: use at most 40 lower-case letters, digits and '-', "
                       "starting with a letter or a digit.")
                  .arg(id));
    return false;
}

std::optional<QJsonObject> JsonReader::object(const QJsonValue& value, const QString& path,
                                              Presence presence) {
    const QString expected = Text::tr("an object");
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isObject()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    return value.toObject();
}

std::vector<std::pair<QString, QJsonObject>>
JsonReader::objects(const QJsonValue& value, const QString& path, Presence presence) {
    std::vector<std::pair<QString, QJsonObject>> out;
    const QJsonArray a = array(value, path, presence).value_or(QJsonArray());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString at = jsonIndexPath(path, i);
        if (auto o = object(a.at(i), at, Presence::Required)) {
            out.emplace_back(at, *o);
        }
    }
    return out;
}

std::optional<QJsonArray> JsonReader::array(const QJsonValue& value, const QString& path,
                                            Presence presence) {
    const QString expected = Text::tr("an array");
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isArray()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    return value.toArray();
}

std::optional<double> JsonReader::number(const QJsonValue& value, const QString& path,
                                         const NumberRange& range, Presence presence) {
    const QString expected = describe(range);
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isDouble()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    const double d = value.toDouble();
    const QString shown = jsonNumberText(d);
    if (!std::isfinite(d)) {
        add(path, Text::tr("%1 is not a finite number; expected %2.").arg(shown, expected));
        return std::nullopt;
    }
    if (d < range.min || (range.aboveMin && d <= range.min) || d > range.max) {
        add(path, Text::tr("%1 is out of range; expected %2.").arg(shown, expected));
        return std::nullopt;
    }
    if (range.whole && d != std::floor(d)) {
        add(path, Text::tr("%1 is not a whole number; expected %2.").arg(shown, expected));
        return std::nullopt;
    }
    return d;
}

std::optional<QString> JsonReader::string(const QJsonValue& value, const QString& path,
                                          qsizetype maxLength, Presence presence) {
    const QString expected = Text::tr("a string");
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isString()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    QString text = value.toString();
    if (text.size() > maxLength) {
        add(path, Text::tr("is %1 characters long; at most %2 are allowed.")
                      .arg(text.size())
                      .arg(maxLength));
        return std::nullopt;
    }
    return text;
}

std::optional<bool> JsonReader::boolean(const QJsonValue& value, const QString& path,
                                        Presence presence) {
    const QString expected = Text::tr("true or false");
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isBool()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> JsonReader::oneOf(const QJsonValue& value, const QString& path,
                                         const QStringList& allowed, Presence presence,
                                         const QString& whyLeftOut) {
    const QString expected = describeOneOf(allowed);
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isString()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    const QString id = value.toString();
    if (!allowed.contains(id)) {
        unknownId(path, id, allowed, whyLeftOut);
        return std::nullopt;
    }
    return id;
}

std::optional<QStringList> JsonReader::stringList(const QJsonValue& value, const QString& path,
                                                  const QStringList& allowed, Presence presence) {
    const QString expected = Text::tr("an array of strings");
    if (!present(value, path, presence, expected)) {
        return std::nullopt;
    }
    if (!value.isArray()) {
        wrongType(path, expected, value);
        return std::nullopt;
    }
    const QJsonArray items = value.toArray();
    QStringList list;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonValue item = items.at(i);
        const QString itemPath = jsonIndexPath(path, i);
        if (!item.isString() || item.toString().isEmpty()) {
            wrongType(itemPath, describeOneOf(allowed), item);
        } else if (!allowed.isEmpty() && !allowed.contains(item.toString())) {
            unknownId(itemPath, item.toString(), allowed);
        } else {
            list << item.toString();
        }
    }
    return list;
}

// Field forms: o[key] at parent.key.

std::optional<QJsonObject> JsonReader::object(const QJsonObject& o, const QString& parent,
                                              const QString& key, Presence presence) {
    return object(o.value(key), jsonChildPath(parent, key), presence);
}

std::optional<QJsonArray> JsonReader::array(const QJsonObject& o, const QString& parent,
                                            const QString& key, Presence presence) {
    return array(o.value(key), jsonChildPath(parent, key), presence);
}

std::optional<double> JsonReader::number(const QJsonObject& o, const QString& parent,
                                         const QString& key, const NumberRange& range,
                                         Presence presence) {
    return number(o.value(key), jsonChildPath(parent, key), range, presence);
}

std::optional<QString> JsonReader::string(const QJsonObject& o, const QString& parent,
                                          const QString& key, qsizetype maxLength,
                                          Presence presence) {
    return string(o.value(key), jsonChildPath(parent, key), maxLength, presence);
}

std::optional<bool> JsonReader::boolean(const QJsonObject& o, const QString& parent,
                                        const QString& key, Presence presence) {
    return boolean(o.value(key), jsonChildPath(parent, key), presence);
}

std::optional<QString> JsonReader::oneOf(const QJsonObject& o, const QString& parent,
                                         const QString& key, const QStringList& allowed,
                                         Presence presence) {
    return oneOf(o.value(key), jsonChildPath(parent, key), allowed, presence);
}

std::optional<QStringList> JsonReader::stringList(const QJsonObject& o, const QString& parent,
                                                  const QString& key, const QStringList& allowed,
                                                  Presence presence) {
    return stringList(o.value(key), jsonChildPath(parent, key), allowed, presence);
}

} // namespace accel
