#include "services/CloudBillingPriceSource.h"

#include "model/sizing/BillingCatalogPage.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrlQuery>

namespace accel::services {

namespace {

// Google's error body: {"error": {"code": 400, "message": "...", "status": "..."}}.
QString googleMessage(const QByteArray& body) {
    const QJsonObject error =
        QJsonDocument::fromJson(body).object().value(QStringLiteral("error")).toObject();
    return error.value(QStringLiteral("message")).toString().left(300);
}

} // namespace

CloudBillingPriceSource::CloudBillingPriceSource(const sizing::AcceleratorData& catalogue,
                                                 BillingConfig config, QObject* parent)
    : PriceSource(parent)
    , m_catalogue(catalogue)
    , m_config(std::move(config))
    , m_network(new QNetworkAccessManager(this)) {
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        fail(tr("The price service did not answer within %1 seconds; check the network and try "
                "again.")
                 .arg(m_config.timeoutMs / 1000.0));
    });
}

sizing::PriceSource* CloudBillingPriceSource::create(const sizing::AcceleratorData& catalogue,
                                                     BillingConfig config, QObject* parent) {
    return new CloudBillingPriceSource(catalogue, std::move(config), parent);
}

CloudBillingPriceSource::~CloudBillingPriceSource() {
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
    m_key.fill(QLatin1Char('\0'));
}

bool CloudBillingPriceSource::isAllowedUrl(const QUrl& url) {
    if (!url.isValid() || url.host().isEmpty()) {
        return false;
    }
    if (url.scheme() == QStringLiteral("https")) {
        return true;
    }
    if (url.scheme() != QStringLiteral("http")) {
        return false;
    }
    const QHostAddress host(url.host());
    return url.host() == QStringLiteral("localhost") || (!host.isNull() && host.isLoopback());
}

QString CloudBillingPriceSource::scrub(QString text) const {
    // Belt and braces: the key is never put in a URL, but a server could echo it.
    if (!m_key.isEmpty()) {
        text.replace(m_key, QStringLiteral("[API key]"));
    }
    return text;
}

void CloudBillingPriceSource::fetch(const QString& apiKey) {
    cancel();
    m_result = {};
    m_result.fetchedAt = QDateTime::currentDateTimeUtc();
    m_totalBytes = 0;
    m_running = true;
    if (!isAllowedUrl(m_config.baseUrl)) {
        QMetaObject::invokeMethod(
            this,
            [this] { fail(tr("Prices are only fetched over HTTPS; the address is refused.")); },
            Qt::QueuedConnection);
        return;
    }
    if (apiKey.trimmed().isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this] { fail(tr("No API key: enter one in Settings > Live Prices.")); },
            Qt::QueuedConnection);
        return;
    }
    m_key = apiKey.trimmed();
    m_listingServices = true;
    m_serviceQueue.clear();
    m_deadline.start(m_config.timeoutMs);
    request(QStringLiteral("/v1/services"), QString());
}

void CloudBillingPriceSource::cancel() {
    if (!m_running) {
        return;
    }
    fail(tr("The price refresh was cancelled."));
}

void CloudBillingPriceSource::request(const QString& path, const QString& pageToken) {
    if (++m_result.pages > m_config.maxPages) {
        fail(tr("The price service sent more than %1 pages; stopped.").arg(m_config.maxPages));
        return;
    }
    m_currentPath = path;
    QUrl url = m_config.baseUrl;
    url.setPath(path);
    QUrlQuery query;
    if (!m_listingServices) {
        query.addQueryItem(QStringLiteral("currencyCode"), QStringLiteral("USD"));
    }
    query.addQueryItem(QStringLiteral("pageSize"), QStringLiteral("5000"));
    if (!pageToken.isEmpty()) {
        query.addQueryItem(QStringLiteral("pageToken"), pageToken);
    }
    url.setQuery(query);

    QNetworkRequest req(url);
    req.setRawHeader("X-Goog-Api-Key", m_key.toUtf8());
    // A redirect would carry the key header to another host: refuse them all.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    m_body.clear();
    m_reply = m_network->get(req);
    connect(m_reply, &QNetworkReply::readyRead, this, &CloudBillingPriceSource::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &CloudBillingPriceSource::onFinished);
    // sslErrors is deliberately not handled: Qt then fails the request, as it must.
}

void CloudBillingPriceSource::onReadyRead() {
    if (!m_reply) {
        return;
    }
    const QByteArray chunk = m_reply->readAll();
    m_body += chunk;
    m_totalBytes += chunk.size();
    if (m_body.size() > m_config.maxPageBytes || m_totalBytes > m_config.maxTotalBytes) {
        fail(tr("The price service's answer is larger than %1 MiB; stopped.")
                 .arg(m_config.maxPageBytes / (qint64{1024} * 1024)));
    }
}

void CloudBillingPriceSource::onFinished() {
    QNetworkReply* reply = m_reply;
    if (!reply || !m_running) {
        return;
    }
    m_reply = nullptr;
    reply->deleteLater();
    m_body += reply->readAll();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0 && reply->error() != QNetworkReply::NoError) {
        fail(tr("Cannot reach the price service (%1). Offline? The bundled prices are used.")
                 .arg(scrub(reply->errorString())));
        return;
    }
    if (m_body.size() > m_config.maxPageBytes) {
        fail(tr("The price service's answer is larger than %1 MiB; stopped.")
                 .arg(m_config.maxPageBytes / (qint64{1024} * 1024)));
        return;
    }
    if (status != 200) {
        QString detail = googleMessage(m_body);
        if (status >= 300 && status < 400) {
            detail = tr("redirects are not followed");
        }
        // The colon belongs to the message, where French puts its space.
        fail(detail.isEmpty() ? tr("The price service answered HTTP %1.").arg(status)
                              : tr("The price service answered HTTP %1: %2.")
                                    .arg(QString::number(status), scrub(detail)));
        return;
    }
    handlePage(m_body);
}

void CloudBillingPriceSource::handlePage(const QByteArray& body) {
    if (m_listingServices) {
        QJsonParseError error{};
        const QJsonObject root = QJsonDocument::fromJson(body, &error).object();
        if (error.error != QJsonParseError::NoError) {
            fail(tr("The price service sent an answer that is not valid JSON."));
            return;
        }
        for (const auto& v : root.value(QStringLiteral("services")).toArray()) {
            const QJsonObject s = v.toObject();
            const QString name = s.value(QStringLiteral("name")).toString();
            if (m_config.serviceNames.contains(s.value(QStringLiteral("displayName")).toString()) &&
                name.startsWith(QStringLiteral("services/")) && !name.contains(QLatin1Char('.'))) {
                m_serviceQueue << name;
            }
        }
        const QString next = root.value(QStringLiteral("nextPageToken")).toString();
        if (!next.isEmpty()) {
            request(QStringLiteral("/v1/services"), next);
            return;
        }
        if (m_serviceQueue.isEmpty()) {
            fail(tr("The price service lists none of the services %1.")
                     .arg(m_config.serviceNames.join(QStringLiteral(", "))));
            return;
        }
        m_listingServices = false;
        request(QStringLiteral("/v1/") + m_serviceQueue.takeFirst() + QStringLiteral("/skus"),
                QString());
        return;
    }
    const Result<sizing::BillingPage> page =
        sizing::parseBillingPage(body, m_catalogue, m_result.fetchedAt, m_config.preferredRegion);
    if (!page) {
        fail(page.failure().reason);
        return;
    }
    m_result.skusSeen += page->skus;
    sizing::mergeLivePrices(m_result.prices, page->prices, m_config.preferredRegion);
    if (!page->nextPageToken.isEmpty()) {
        request(m_currentPath, page->nextPageToken);
    } else if (!m_serviceQueue.isEmpty()) {
        request(QStringLiteral("/v1/") + m_serviceQueue.takeFirst() + QStringLiteral("/skus"),
                QString());
    } else {
        succeed();
    }
}

void CloudBillingPriceSource::fail(const QString& message) {
    if (!m_running) {
        return;
    }
    m_running = false;
    m_deadline.stop();
    if (m_reply) {
        QNetworkReply* reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    m_result.prices.clear();
    m_key.fill(QLatin1Char('\0'));
    m_key.clear();
    emit finished(Failure{scrub(message)});
}

void CloudBillingPriceSource::succeed() {
    m_running = false;
    m_deadline.stop();
    m_key.fill(QLatin1Char('\0'));
    m_key.clear();
    if (m_result.prices.empty()) {
        emit finished(Failure{tr("The price service answered, but no SKU matched an accelerator "
                                 "of the catalogue.")});
        return;
    }
    emit finished(m_result);
}

} // namespace accel::services
