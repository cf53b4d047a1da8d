#pragma once

#include "model/InputIssue.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace accel {

// The JSON reading toolkit of every reader of outside input (profiles, the
// accelerator data and its override, the price cache): JSON paths, typed and
// range-checked values, known keys and ids with "did you mean", each problem
// collected as an InputIssue rather than thrown, so that one pass lists them
// all and the same mistake reads the same in every file. Pure: no I/O.

// "$", "$.workload.params", "$.accelerators[3]", and $.answers["two words"]
// for a key that is not a plain name, so that any key reads back unambiguously.
QString jsonRootPath();
QString jsonChildPath(const QString& parent, const QString& key);
QString jsonIndexPath(const QString& parent, qsizetype index);

// What a value is, for messages: "a number", "an empty string", "null"
// (translated).
QString jsonTypeName(const QJsonValue& value);

// A number as JSON writes it (36500, 0.001, 7e9): messages quote values and
// limits as the user types them into the file, whatever the language.
QString jsonNumberText(double value);

// The id of `known` within two edits of `given` (letter case aside), the
// nearest one; empty when none is that close.
QString closestId(const QString& given, const QStringList& known);

struct NumberRange {
    double min = 0.0;
    double max = 0.0;
    bool aboveMin = false; // min itself is refused: "above 0"
    bool whole = false;    // whole numbers only
};

// Whether a value may be left out. null counts as left out for an Optional
// value, and as the wrong type for a Required one.
enum class Presence { Optional, Required };

struct JsonDocumentLimits {
    qsizetype maxBytes = qsizetype{1024} * 1024;
    int maxNesting = 16;
};

// The top-level object of `bytes` (a UTF-8 byte-order mark is skipped); or
// std::nullopt and one issue at "$": too large, not UTF-8, nested too deep,
// not JSON (with line and column) or not an object.
std::optional<QJsonObject> readJsonObject(const QByteArray& bytes, const JsonDocumentLimits& limits,
                                          QList<InputIssue>& issues);

// Reads values out of a parsed document, checking each against what is
// expected. A getter returns std::nullopt when the value is absent or wrong,
// and adds an issue when it is wrong (or absent but Required); it reads
// either `value` at `path` or o[key] at parent.key.
class JsonReader {
public:
    explicit JsonReader(QList<InputIssue>& issues)
        : m_issues(issues) {}

    // For a file from a newer version of the program: unknown fields and ids
    // are no error but left out, and listed in `leftOut` with `why`.
    void leaveOutUnknowns(QList<InputIssue>* leftOut, const QString& why);

    void add(const QString& path, const QString& message);
    [[nodiscard]] qsizetype issueCount() const { return m_issues.size(); }

    // Reports each key of `o` that is not `known`, with a suggestion.
    void checkKeys(const QJsonObject& o, const QString& path, const QStringList& known);
    // Reports `given`, which is none of `allowed`, with a suggestion. When
    // unknowns are left out, `whyLeftOut` (if given) replaces the usual why.
    void unknownId(const QString& path, const QString& given, const QStringList& allowed,
                   const QString& whyLeftOut = {});
    // Whether `id` has the form of an id (lower-case letters, digits and '-',
    // at most 40); reports it when not.
    bool checkIdForm(const QString& path, const QString& id);

    std::optional<QJsonObject> object(const QJsonValue& value, const QString& path,
                                      Presence presence = Presence::Optional);
    std::optional<QJsonObject> object(const QJsonObject& o, const QString& parent,
                                      const QString& key, Presence presence = Presence::Optional);
    std::optional<QJsonArray> array(const QJsonValue& value, const QString& path,
                                    Presence presence = Presence::Optional);
    std::optional<QJsonArray> array(const QJsonObject& o, const QString& parent, const QString& key,
                                    Presence presence = Presence::Optional);
    // The elements of the array at `path` that are objects, each with its own
    // path; any other element is reported.
    std::vector<std::pair<QString, QJsonObject>>
    objects(const QJsonValue& value, const QString& path, Presence presence = Presence::Optional);
    // Finite, within `range`.
    std::optional<double> number(const QJsonValue& value, const QString& path,
                                 const NumberRange& range, Presence presence = Presence::Optional);
    std::optional<double> number(const QJsonObject& o, const QString& parent, const QString& key,
                                 const NumberRange& range, Presence presence = Presence::Optional);
    // Any string of at most maxLength characters, the empty one included.
    std::optional<QString> string(const QJsonValue& value, const QString& path, qsizetype maxLength,
                                  Presence presence = Presence::Optional);
    std::optional<QString> string(const QJsonObject& o, const QString& parent, const QString& key,
                                  qsizetype maxLength, Presence presence = Presence::Optional);
    std::optional<bool> boolean(const QJsonValue& value, const QString& path,
                                Presence presence = Presence::Optional);
    std::optional<bool> boolean(const QJsonObject& o, const QString& parent, const QString& key,
                                Presence presence = Presence::Optional);
    // A string that is one of `allowed`.
    std::optional<QString> oneOf(const QJsonValue& value, const QString& path,
                                 const QStringList& allowed, Presence presence = Presence::Optional,
                                 const QString& whyLeftOut = {});
    std::optional<QString> oneOf(const QJsonObject& o, const QString& parent, const QString& key,
                                 const QStringList& allowed,
                                 Presence presence = Presence::Optional);
    // An array of non-empty strings, each one of `allowed` unless that is
    // empty. Wrong items are reported and left out of the list.
    std::optional<QStringList> stringList(const QJsonValue& value, const QString& path,
                                          const QStringList& allowed,
                                          Presence presence = Presence::Optional);
    std::optional<QStringList> stringList(const QJsonObject& o, const QString& parent,
                                          const QString& key, const QStringList& allowed,
                                          Presence presence = Presence::Optional);

private:
    // False, after reporting what is missing, when the value is left out.
    bool present(const QJsonValue& value, const QString& path, Presence presence,
                 const QString& expected);
    void wrongType(const QString& path, const QString& expected, const QJsonValue& found);
    void leaveOut(const QString& path, const QString& why);

    QList<InputIssue>& m_issues;
    QList<InputIssue>* m_leftOut = nullptr;
    QString m_whyLeftOut;
};

} // namespace accel
