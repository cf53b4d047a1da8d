#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <optional>

namespace accel::test {

// A tiny HTTP/1.1 server on 127.0.0.1 for testing the real network code:
// one handler decides each answer; every request is recorded.
class LoopbackHttpServer : public QObject {
public:
    struct Request {
        QByteArray method;
        QByteArray target; // path and query as sent
        QList<QPair<QByteArray, QByteArray>> headers;
        [[nodiscard]] QByteArray header(const QByteArray& name) const {
            for (const auto& h : headers) {
                if (h.first.compare(name, Qt::CaseInsensitive) == 0) {
                    return h.second;
                }
            }
            return {};
        }
    };
    struct Response {
        Response(int status_ = 200, QByteArray body_ = {}, int delayMs_ = 0,
                 QByteArray contentType_ = "application/json",
                 QList<QPair<QByteArray, QByteArray>> extraHeaders_ = {})
            : status(status_)
            , body(std::move(body_))
            , delayMs(delayMs_)
            , contentType(std::move(contentType_))
            , extraHeaders(std::move(extraHeaders_)) {}
        int status;
        QByteArray body;
        int delayMs; // wait before answering (slow server); kNeverAnswer: never
        QByteArray contentType;
        QList<QPair<QByteArray, QByteArray>> extraHeaders;
        // Hostile servers: these bytes instead of a well-formed answer (lying
        // headers, a truncated body), and/or a connection left open after it.
        std::optional<QByteArray> raw;
        bool keepOpen = false;
        bool hangUp = false; // close the connection without a word

        static constexpr int kNeverAnswer = -1;
        // Accepts the request and never says anything.
        static Response never() { return {200, {}, kNeverAnswer}; }
        // Closes the connection without answering.
        static Response hangUpNow() {
            Response r;
            r.hangUp = true;
            return r;
        }
        // Sends exactly these bytes; keepOpen leaves the transfer hanging.
        static Response rawBytes(QByteArray bytes, bool keepOpen = false) {
            Response r;
            r.raw = std::move(bytes);
            r.keepOpen = keepOpen;
            return r;
        }
    };
    using Handler = std::function<Response(const Request&)>;

    explicit LoopbackHttpServer(Handler handler)
        : m_handler(std::move(handler)) {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                QObject::connect(socket, &QTcpSocket::readyRead, this,
                                 [this, socket] { onData(socket); });
            }
        });
    }

    [[nodiscard]] QUrl url() const {
        return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
    }
    [[nodiscard]] const QList<Request>& requests() const { return m_requests; }

private:
    void onData(QTcpSocket* socket) {
        QByteArray& buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            return;
        }
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        buffer.remove(0, end + 4);
        Request request;
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        request.method = first.value(0);
        request.target = first.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0) {
                request.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
            }
        }
        m_requests.append(request);
        const Response response = m_handler(request);
        if (response.delayMs == Response::kNeverAnswer) {
            return; // the connection stays open, and silent, until the server goes
        }
        auto send = [socket, response] {
            if (response.hangUp) {
                socket->disconnectFromHost();
                return;
            }
            if (response.raw) {
                socket->write(*response.raw);
                if (!response.keepOpen) {
                    socket->disconnectFromHost();
                }
                return;
            }
            QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + " X\r\n";
            out += "Content-Type: " + response.contentType + "\r\n";
            out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
            for (const auto& h : response.extraHeaders) {
                out += h.first + ": " + h.second + "\r\n";
            }
            out += "Connection: close\r\n\r\n";
            socket->write(out);
            socket->write(response.body);
            socket->disconnectFromHost();
        };
        if (response.delayMs > 0) {
            QTimer::singleShot(response.delayMs, socket, send);
        } else {
            send();
        }
    }

    Handler m_handler;
    QTcpServer m_server;
    QList<Request> m_requests;
    QHash<QTcpSocket*, QByteArray> m_buffers;
};

// Fake Cloud Billing Catalog answers.
inline QByteArray servicesPage() {
    return R"({"services":[
      {"name":"services/6F81-5844-456A","serviceId":"6F81-5844-456A","displayName":"Compute Engine"},
      {"name":"services/AAAA-BBBB-CCCC","serviceId":"AAAA-BBBB-CCCC","displayName":"Cloud Storage"},
      {"name":"services/E000-3F24-B8AA","serviceId":"E000-3F24-B8AA","displayName":"Cloud TPU"}]})";
}

inline QByteArray skuJson(const QByteArray& description, const QByteArray& usageType,
                          const QByteArray& region, const QByteArray& units, int nanos) {
    return R"({"name":"services/x/skus/1","description":")" + description +
           R"(","category":{"resourceFamily":"Compute","resourceGroup":"GPU","usageType":")" +
           usageType + R"("},"serviceRegions":[")" + region +
           R"("],"pricingInfo":[{"pricingExpression":{"usageUnit":"h","tieredRates":[{"startUsageAmount":0,"unitPrice":{"currencyCode":"USD","units":")" +
           units + R"(","nanos":)" + QByteArray::number(nanos) + "}}]}}]}";
}

} // namespace accel::test
