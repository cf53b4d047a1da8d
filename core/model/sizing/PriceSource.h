#pragma once

#include "AcceleratorSpec.h"

#include <QDateTime>
#include <QObject>

#include <vector>

namespace accel::sizing {

// The outcome of one price refresh.
struct PriceFetch {
    bool ok = false;
    QString error; // translated, for the user; never contains the API key
    std::vector<LivePrice> prices;
    QDateTime fetchedAt;
    int pages = 0;
    int skusSeen = 0;
};

// Where live prices come from (the Cloud Billing Catalog API in the product, a
// fake in tests). One fetch at a time; finished() is emitted exactly once per
// fetch(), also after cancel().
class PriceSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~PriceSource() override = default;

    // The key is used for this fetch only and is not kept afterwards.
    virtual void fetch(const QString& apiKey) = 0;
    virtual void cancel() = 0;

signals:
    void finished(const accel::sizing::PriceFetch& result);
};

} // namespace accel::sizing

Q_DECLARE_METATYPE(accel::sizing::PriceFetch)
