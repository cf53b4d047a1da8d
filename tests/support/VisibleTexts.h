#pragma once

// The one walker of the retranslation tests: every text a widget tree shows a
// user (or reads out to one), each with where it is shown. RetranslateTest
// checks that a language change reached them all; SizingRetranslateTest also
// compares them before and after.

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QList>
#include <QMap>
#include <QSpinBox>
#include <QString>
#include <QTabBar>
#include <QTableView>
#include <QWidget>
#include <QWizardPage>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

namespace accel::test {

// One text as shown: `where` names the widget ("12:QLabel 'intro'"), `what`
// the property. The part of `what` before any '[' is its kind: text, title,
// subTitle, windowTitle, toolTip, whatsThis, accessibleName,
// accessibleDescription, placeholder, specialValueText, shown (a spin box's
// value with its suffix), suffix, item (a combo box's), tab, header,
// headerTip, cell, cellTip, chartTitle, axisTitle, axisLabel, series.
struct ShownText {
    QString where;
    QString what;
    QString text;

    [[nodiscard]] QString kind() const { return what.section(QLatin1Char('['), 0, 0); }
    [[nodiscard]] QString place() const { return where + QLatin1Char('.') + what; }
};

enum class Widgets {
    All,   // hidden ones too: what a language change must reach before they show
    Shown, // only those the user sees now (and the tabs they can pick)
};

namespace detail {

inline void add(QList<ShownText>& texts, const QString& where, const QString& what,
                const QString& text) {
    if (!text.trimmed().isEmpty()) {
        texts.append({where, what, text});
    }
}

inline void addTable(QList<ShownText>& texts, const QString& where,
                     const QAbstractItemModel& model) {
    for (int c = 0; c < model.columnCount(); ++c) {
        const QString at = QStringLiteral("[%1]").arg(c);
        add(texts, where, QStringLiteral("header") + at,
            model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        add(texts, where, QStringLiteral("headerTip") + at,
            model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
    }
    for (int r = 0; r < model.rowCount(); ++r) {
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            const QString at = QStringLiteral("[%1,%2]").arg(r).arg(c);
            add(texts, where, QStringLiteral("cell") + at, index.data(Qt::DisplayRole).toString());
            add(texts, where, QStringLiteral("cellTip") + at,
                index.data(Qt::ToolTipRole).toString());
        }
    }
}

inline void addChart(QList<ShownText>& texts, const QString& where, const QChart& chart) {
    add(texts, where, QStringLiteral("chartTitle"), chart.title());
    const QList<QAbstractAxis*> axes = chart.axes();
    for (int a = 0; a < axes.size(); ++a) {
        add(texts, where, QStringLiteral("axisTitle[%1]").arg(a), axes[a]->titleText());
        if (auto* category = qobject_cast<QCategoryAxis*>(axes[a])) {
            const QStringList labels = category->categoriesLabels();
            for (int l = 0; l < labels.size(); ++l) {
                add(texts, where, QStringLiteral("axisLabel[%1,%2]").arg(a).arg(l), labels[l]);
            }
        }
    }
    const QList<QAbstractSeries*> series = chart.series();
    for (int s = 0; s < series.size(); ++s) {
        add(texts, where, QStringLiteral("series[%1]").arg(s), series[s]->name());
    }
}

} // namespace detail

// `root` and the widgets under it, in a stable order (so that two walks of
// the same tree name the same places).
inline QList<ShownText> shownTexts(const QWidget& root, Widgets which = Widgets::All) {
    using detail::add;
    QList<ShownText> texts;
    QList<const QWidget*> widgets{&root};
    for (const QWidget* w : root.findChildren<QWidget*>()) {
        widgets << w;
    }
    const bool shownOnly = which == Widgets::Shown;
    for (int i = 0; i < widgets.size(); ++i) {
        const QWidget* w = widgets[i];
        if (shownOnly && (!w->isVisibleTo(root.window()) || !w->isVisible())) {
            continue;
        }
        const QString where =
            QStringLiteral("%1:%2 '%3'")
                .arg(QString::number(i), QLatin1String(w->metaObject()->className()),
                     w->objectName());
        add(texts, where, QStringLiteral("toolTip"), w->toolTip());
        add(texts, where, QStringLiteral("whatsThis"), w->whatsThis());
        add(texts, where, QStringLiteral("accessibleName"), w->accessibleName());
        add(texts, where, QStringLiteral("accessibleDescription"), w->accessibleDescription());
        if (w->isWindow()) {
            add(texts, where, QStringLiteral("windowTitle"), w->windowTitle());
        }
        if (const auto* label = qobject_cast<const QLabel*>(w)) {
            add(texts, where, QStringLiteral("text"), label->text());
        }
        if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
            add(texts, where, QStringLiteral("text"), button->text());
        }
        if (const auto* group = qobject_cast<const QGroupBox*>(w)) {
            add(texts, where, QStringLiteral("title"), group->title());
        }
        if (const auto* page = qobject_cast<const QWizardPage*>(w)) {
            add(texts, where, QStringLiteral("title"), page->title());
            add(texts, where, QStringLiteral("subTitle"), page->subTitle());
        }
        if (const auto* edit = qobject_cast<const QLineEdit*>(w)) {
            add(texts, where, QStringLiteral("placeholder"), edit->placeholderText());
        }
        if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(w)) {
            add(texts, where, QStringLiteral("specialValueText"), spin->specialValueText());
            add(texts, where, QStringLiteral("shown"), spin->text()); // the value with its suffix
        }
        if (const auto* spin = qobject_cast<const QSpinBox*>(w)) {
            add(texts, where, QStringLiteral("suffix"), spin->suffix());
        }
        if (const auto* spin = qobject_cast<const QDoubleSpinBox*>(w)) {
            add(texts, where, QStringLiteral("suffix"), spin->suffix());
        }
        if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
            for (int item = 0; item < combo->count(); ++item) {
                add(texts, where, QStringLiteral("item[%1]").arg(item), combo->itemText(item));
            }
        }
        if (const auto* tabs = qobject_cast<const QTabBar*>(w)) {
            for (int t = 0; t < tabs->count(); ++t) {
                if (!shownOnly || tabs->isTabVisible(t)) {
                    add(texts, where, QStringLiteral("tab[%1]").arg(t), tabs->tabText(t));
                }
            }
        }
        if (const auto* table = qobject_cast<const QTableView*>(w); table && table->model()) {
            detail::addTable(texts, where, *table->model());
        }
        if (const auto* view = qobject_cast<const QChartView*>(w); view && view->chart()) {
            detail::addChart(texts, where, *view->chart());
        }
    }
    return texts;
}

} // namespace accel::test
