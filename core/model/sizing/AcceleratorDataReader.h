#pragma once

#include "model/JsonReader.h"
#include "model/sizing/AcceleratorData.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>

namespace accel::sizing {

// Reads and validates the accelerator data format, collecting every problem
// with its JSON path (JsonReader, as for profiles). With a base it reads an
// override file and merges it into a copy of the base.
class AcceleratorDataReader {
public:
    AcceleratorDataReader(QList<InputIssue>& issues, const AcceleratorData* base)
        : m_issues(issues)
        , m_reader(issues)
        , m_base(base) {}

    std::optional<AcceleratorData> read(const QByteArray& json);

    static QString formatMarker();
    static constexpr int kVersion = 1;
    static constexpr int kMaxNesting = 16;

private:
    // Texts are at most 2000 characters; an absent optional one is empty.
    QString text(const QJsonObject& o, const QString& path, const QString& key, Presence presence);
    QStringList textList(const QJsonObject& o, const QString& path, const QString& key,
                         const QStringList& allowed, Presence presence);
    bool validDate(const QString& date) const;

    [[nodiscard]] bool readHeader(const QJsonObject& o, const QString& root);
    void readMfu(const QJsonObject& o, const QString& root, AcceleratorData& c);
    void readSources(const QJsonValue& v, const QString& path, AcceleratorData& c);
    void readAssumptions(const QJsonValue& v, const QString& path, SizingAssumptions& a);
    Range readRange(const QJsonObject& o, const QString& path, const QString& key, double min,
                    double max, const Range& fallback);
    std::optional<MfuCurve> readCurve(const QJsonValue& v, const QString& path);
    void readAccelerators(const QJsonValue& v, const QString& path, AcceleratorData& c);
    void readAccelerator(const QJsonObject& o, const QString& path, AcceleratorSpec& spec,
                         bool partial);
    void readPeaks(const QJsonObject& o, const QString& path, AcceleratorSpec& spec);
    void readMixtureOfExperts(const QJsonObject& o, const QString& path, AcceleratorSpec& spec);
    void mergePrices(const QJsonObject& o, const QString& path, AcceleratorSpec& spec);
    std::vector<PricePoint> readPrices(const QJsonValue& v, const QString& path);
    void checkSourceIds(const AcceleratorData& c);

    QList<InputIssue>& m_issues;
    JsonReader m_reader;
    const AcceleratorData* m_base;
    QHash<QString, QString> m_readAt; // accelerator id -> its path in this file
};

} // namespace accel::sizing
