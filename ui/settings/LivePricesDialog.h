#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace accel::services {
class LivePrices;
}

namespace accel::settings {

// Settings > Live prices: the Google Cloud API key (kept by the system
// keychain only, never shown again once saved), "Refresh prices", and where
// each price in use comes from and how old it is. When no keychain works it
// says so plainly and offers to hold the key in memory for this session only.
//
// Integration: one services::LivePrices for the application (it owns the
// catalogue the sizing panel prices with):
//   LivePricesDialog dialog(livePrices, mainWindow);
//   dialog.exec();   // livePrices emits catalogueChanged() after a refresh
//
// On a language change every text is retranslated and the price table is
// re-rendered; the key status and the refresh status are kept as states and
// said again in the new language. A key typed but not saved, a running
// refresh and the table's selection are left as they are. Messages that come
// from elsewhere (the keychain's error, the refresh's result) are quoted as
// they were received.
class LivePricesDialog : public QDialog {
    Q_OBJECT
public:
    explicit LivePricesDialog(services::LivePrices& prices, QWidget* parent = nullptr);

    // On each price table cell whose chip, provider and mode has more than one
    // price: true on the row the sizing uses, false on the dimmed others;
    // invalid where there is only one price.
    static constexpr int UsedRole = Qt::UserRole + 1;

    [[nodiscard]] QLabel* keyStatus() const { return m_keyStatus; }
    [[nodiscard]] QLabel* refreshStatus() const { return m_refreshStatus; }
    [[nodiscard]] QPushButton* sessionButton() const { return m_session; }
    [[nodiscard]] QTableWidget* priceTable() const { return m_table; }
    [[nodiscard]] QLineEdit* keyField() const { return m_key; }
    [[nodiscard]] QPushButton* saveButton() const { return m_save; }
    [[nodiscard]] QPushButton* refreshButton() const { return m_refresh; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // What the key status line says; rendered by showKeyStatus().
    enum class KeyState { Checking, Stored, NotFound, NoKeychain, NotSaved, NotRemoved };
    // What the refresh status line says; rendered by showRefreshStatus().
    enum class RefreshState { Cache, Busy, Refreshed, Failed };

    void retranslateUi();
    // A failure's detail (the store's own words, maybe raw D-Bus text in
    // English) goes to the tooltip and the log; the line itself is translated.
    void setKeyState(KeyState state, const QString& detail = {}, bool timedOut = false);
    void showKeyStatus();
    void setRefreshState(RefreshState state, const QString& message = {});
    void showRefreshStatus();
    void checkStore();
    void saveKey();
    void forgetKey();
    void useSession();
    void refresh();
    void showPrices();
    void setBusy(bool busy);

    services::LivePrices& m_prices;
    QLabel* m_intro;
    QLabel* m_keyLabel;
    QLabel* m_keyStatus;
    QLineEdit* m_key;
    QPushButton* m_save;
    QPushButton* m_forget;
    QPushButton* m_session;
    QPushButton* m_refresh;
    QLabel* m_refreshStatus;
    QTableWidget* m_table;
    bool m_noKeychain = false;
    bool m_sessionChosen = false; // "Use the key for this session only" was clicked
    KeyState m_keyState = KeyState::Checking;
    QString m_keyDetail;        // the store's error message, as received
    bool m_keyTimedOut = false; // the failure was the keychain not answering
    RefreshState m_refreshState = RefreshState::Cache;
    QString m_refreshMessage; // the refresh's own message, as received
};

} // namespace accel::settings
