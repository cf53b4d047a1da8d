#pragma once

#include "AcceleratorData.h"

#include <QJsonObject>
#include <QJsonValue>

namespace accel::sizing {

// Reads and validates the accelerator catalogue format, collecting every
// problem with its JSON path (the same habit as ProfileCodec). With a base
// catalogue it reads an override file and merges it into a copy of the base.
class AcceleratorDataReader {
public:
    AcceleratorDataReader(QList<CatalogueIssue>& issues, const AcceleratorData* base)
        : m_issues(issues)
        , m_base(base) {}

    std::optional<AcceleratorData> read(const QByteArray& json);

    static QString formatMarker();
    static constexpr int kVersion = 1;

private:
    void add(const QString& path, const QString& message) { m_issues.append({path, message}); }
    void checkKeys(const QJsonObject& o, const QString& path, const QStringList& known);
    std::optional<double> number(const QJsonObject& o, const QString& path, const QString& key,
                                 double min, double max, bool required);
    QString text(const QJsonObject& o, const QString& path, const QString& key, bool required);
    QStringList textList(const QJsonObject& o, const QString& path, const QString& key,
                         const QStringList& allowed, bool required);
    QJsonObject object(const QJsonValue& v, const QString& path);
    bool validDate(const QString& date) const;

    void readSources(const QJsonValue& v, const QString& path, AcceleratorData& c);
    void readAssumptions(const QJsonValue& v, const QString& path, SizingAssumptions& a);
    Range readRange(const QJsonObject& o, const QString& path, const QString& key, double min,
                    double max, const Range& fallback);
    std::optional<MfuCurve> readCurve(const QJsonValue& v, const QString& path);
    void readAccelerators(const QJsonValue& v, const QString& path, AcceleratorData& c);
    void readAccelerator(const QJsonObject& o, const QString& path, AcceleratorSpec& spec,
                         bool partial);
    std::vector<PricePoint> readPrices(const QJsonValue& v, const QString& path);
    void checkSourceIds(const AcceleratorData& c);

    QList<CatalogueIssue>& m_issues;
    const AcceleratorData* m_base;
};

} // namespace accel::sizing
