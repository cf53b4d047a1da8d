#pragma once

#include <QDialog>

#include <array>
#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace Ui {
class LivePricesDialog;
}

namespace accel::services {
class LivePrices;
}

namespace accel::ui {

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
// The layout and the fixed texts are the Designer form LivePricesDialog.ui;
// this class fills the price table and the two status lines.
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
    ~LivePricesDialog() override;

    // On each price table cell whose chip, provider and mode has more than one
    // price: true on the row the sizing uses, false on the dimmed others;
    // invalid where there is only one price.
    static constexpr int UsedRole = Qt::UserRole + 1;
    // The price table's columns, as the form lists them.
    enum Column {
        AcceleratorColumn,
        ProviderColumn,
        PriceColumn,
        DateColumn,
        OriginColumn,
        SourceColumn,
        ColumnCount
    };

    [[nodiscard]] QLabel* keyStatus() const;
    [[nodiscard]] QLabel* refreshStatus() const;
    [[nodiscard]] QPushButton* sessionButton() const;
    [[nodiscard]] QTableWidget* priceTable() const;
    [[nodiscard]] QLineEdit* keyField() const;
    [[nodiscard]] QPushButton* saveButton() const;
    [[nodiscard]] QPushButton* forgetButton() const;
    [[nodiscard]] QPushButton* refreshButton() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

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
    [[nodiscard]] bool keyIsStored() const;
    void setRefreshState(RefreshState state, const QString& message = {});
    void showRefreshStatus();
    void checkStore();
    void saveKey();
    void forgetKey();
    void useSession();
    void refresh();
    void showPrices();
    void alignPriceHeader();
    void fitHeader();
    // What each column's texts need on one line, and at their longest word.
    void measureColumns();
    void fitColumns();
    [[nodiscard]] int sharedFloor() const; // provider, origin and source at their narrowest
    void setBusy(bool busy);

    struct ColumnWidth {
        int natural = 0;
        int narrow = 0;
    };
    std::array<ColumnWidth, ColumnCount> m_widths{};
    int m_cellPadding = 0; // the item delegate's margins, with a little air

    services::LivePrices& m_prices;
    std::unique_ptr<Ui::LivePricesDialog> m_ui;
    bool m_noKeychain = false;
    bool m_sessionChosen = false; // "Use the key for this session only" was clicked
    KeyState m_keyState = KeyState::Checking;
    QString m_keyDetail;        // the store's error message, as received
    bool m_keyTimedOut = false; // the failure was the keychain not answering
    RefreshState m_refreshState = RefreshState::Cache;
    QString m_refreshMessage; // the refresh's own message, as received
};

} // namespace accel::ui
