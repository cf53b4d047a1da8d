#pragma once

#include "model/Result.h"
#include "model/sizing/AcceleratorSpec.h"

#include <QDateTime>
#include <QObject>

#include <vector>

namespace accel::sizing {

// What one price refresh read. A refresh that fails says so as a Result's
// Failure, whose reason is translated and never contains the API key.
struct PriceFetch {
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
    void finished(const accel::Result<accel::sizing::PriceFetch>& result);
};

} // namespace accel::sizing

Q_DECLARE_METATYPE(accel::sizing::PriceFetch)
Q_DECLARE_METATYPE(accel::Result<accel::sizing::PriceFetch>)
