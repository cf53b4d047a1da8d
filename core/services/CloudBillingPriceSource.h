#pragma once

#include "model/sizing/AcceleratorData.h"
#include "model/sizing/PriceSource.h"
#include "services/BillingConfig.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace accel::services {

// Live prices from Google's Cloud Billing Catalog API: lists the services,
// then pages through their SKUs and maps them to the catalogue. HTTPS only
// (plain HTTP only to a loopback address, for tests), certificate errors are
// never ignored, redirects are refused (the key must not follow them), the key
// travels in the X-Goog-Api-Key header and never in a URL or a message.
class CloudBillingPriceSource : public sizing::PriceSource {
    Q_OBJECT
public:
    CloudBillingPriceSource(const sizing::AcceleratorData& catalogue, BillingConfig config,
                            QObject* parent = nullptr);
    ~CloudBillingPriceSource() override;

    void fetch(const QString& apiKey) override;
    void cancel() override;

    // True for https, and for http to a loopback host.
    static bool isAllowedUrl(const QUrl& url);

    // A PriceSourceFactory (BillingConfig.h) for LivePrices.
    static sizing::PriceSource* create(const sizing::AcceleratorData& catalogue,
                                       BillingConfig config, QObject* parent);

private:
    void request(const QString& path, const QString& pageToken);
    void onReadyRead();
    void onFinished();
    void handlePage(const QByteArray& body);
    void fail(const QString& message);
    void succeed();
    QString scrub(QString text) const;

    const sizing::AcceleratorData& m_catalogue;
    BillingConfig m_config;
    QNetworkAccessManager* m_network;
    QPointer<QNetworkReply> m_reply;
    QTimer m_deadline;
    QString m_key;
    QByteArray m_body;
    qint64 m_totalBytes = 0;
    bool m_listingServices = true;
    QStringList m_serviceQueue; // "services/XXXX-XXXX-XXXX"
    QString m_currentPath;
    sizing::PriceFetch m_result;
    bool m_running = false;
};

} // namespace accel::services
