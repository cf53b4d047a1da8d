#include "ui/sizing/SizingChartView.h"

#include "model/CatalogueText.h"
#include "model/text/ChartAxis.h"
#include "model/text/NumberFormat.h"
#include "render/Palette.h"
#include "ui/common/AccessibleFactory.h"
#include "ui/sizing/SizingChartAxes.h"

#include <QAccessibleWidget>
#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace accel::ui {

namespace {

// The n-th accelerator of a platform: a shade of its Okabe-Ito hue (GPU
// blue, TPU orange), alternating darker and lighter, and its own marker shape
// so that points also differ without colour.
QColor shade(Platform platform, int n) {
    const auto& list =
        platform == Platform::Gpu ? render::palette::gpuShades() : render::palette::tpuShades();
    return list[static_cast<std::size_t>(n) % list.size()];
}

QScatterSeries::MarkerShape shape(int n) {
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeStar};
    return shapes[n % std::size(shapes)];
}

} // namespace

// "Google Cloud TPU v5e" -> "TPU v5e": short enough that the legend and the
// labels beside the points are never elided, even in a narrow window. The
// full name is in the point's tooltip and the chart's accessible description.
QString shortAcceleratorName(const sizing::AcceleratorSpec& spec) {
    QStringList words = spec.name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    while (words.size() > 1 && (words.front().compare(spec.vendor, Qt::CaseInsensitive) == 0 ||
                                words.front() == QLatin1String("Cloud"))) {
        words.removeFirst();
    }
    return words.join(QLatin1Char(' '));
}

namespace {

// A chart for assistive technology: role Chart (a QGraphicsView is a plain
// container), its name per mode and the points in words as its description.
class SizingChartAccessible : public QAccessibleWidget {
public:
    explicit SizingChartAccessible(QWidget* view)
        : QAccessibleWidget(view, QAccessible::Chart) {}
};

} // namespace

SizingChartView::SizingChartView(QWidget* parent)
    : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    // The view is the named stop; QGraphicsView makes its viewport one too, without a name.
    viewport()->setFocusPolicy(Qt::NoFocus);
    installAccessibleInterface<SizingChartView, SizingChartAccessible>();
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    // Room for a legend of ten accelerators without cutting it off.
    setMinimumHeight(380);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { placeLabels(); });
    retranslateUi();
}

void SizingChartView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QChartView::changeEvent(event);
}

void SizingChartView::retranslateUi() {
    setAccessibleName(m_training
                          ? tr("Cost against time chart; the same numbers are in the table")
                          : tr("Cost per million output tokens against speed per user chart; "
                               "the same numbers are in the table"));
    if (m_shown) {
        render(); // titles, axis labels and tooltips are all composed there
    }
}

void SizingChartView::showCandidates(const std::vector<sizing::Candidate>& rows,
                                     const sizing::SizingRequest& request) {
    m_shown = true;
    m_training = request.kind == sizing::SizingRequest::Kind::Training;
    retranslateUi(); // the accessible name says which chart this is
    m_points.clear();
    for (const sizing::Candidate& row : rows) {
        // A set-up that does not fit has no time and no cost to plot.
        if (row.training && row.training->fitsInMemory && row.training->costUsd) {
            m_points.push_back({row.spec->name, shortAcceleratorName(*row.spec), row.spec->platform,
                                row.training->hours.value / 24.0, row.training->costUsd->value,
                                row.training->hours.value, row.training->chips});
        } else if (row.inference && row.inference->fitsInMemory &&
                   row.inference->costPerMillionOutputTokensUsd) {
            m_points.push_back({row.spec->name, shortAcceleratorName(*row.spec), row.spec->platform,
                                row.inference->tokensPerSecondPerUser,
                                row.inference->costPerMillionOutputTokensUsd->value, 0.0,
                                row.inference->totalChips});
        }
        // else unavailable, too big for the chips, or no price: nothing honest to plot
    }
    render();
}

QFont SizingChartView::labelFont() const {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    return f;
}

namespace {

constexpr double kMarkerSize = 13.0;

// Where a label may go around the markers `box` of its point(s), nearest
// first: beside, above, below, at the corners, then one line further out.
std::vector<QRectF> labelPlaces(const QRectF& box, const QSizeF& size) {
    const double gap = 3.0;
    const double w = size.width();
    const double h = size.height();
    const double cy = box.center().y() - h / 2.0;
    const double cx = box.center().x() - w / 2.0;
    std::vector<QRectF> places;
    for (double further : {0.0, h, 2.0 * h}) {
        const double right = box.right() + gap + further;
        const double left = box.left() - gap - w - further;
        const double above = box.top() - gap - h - further;
        const double below = box.bottom() + gap + further;
        for (const QPointF& at :
             {QPointF(right, cy), QPointF(left, cy), QPointF(cx, above), QPointF(cx, below),
              QPointF(right, above + h / 2.0), QPointF(right, below - h / 2.0),
              QPointF(left, above + h / 2.0), QPointF(left, below - h / 2.0)}) {
            places.emplace_back(at, size);
        }
    }
    return places;
}

// How much of `rect` lies on what is already drawn.
double overlap(const QRectF& rect, const std::vector<QRectF>& taken) {
    double area = 0.0;
    for (const QRectF& t : taken) {
        const QRectF common = rect.intersected(t);
        area += common.width() * common.height();
    }
    return area;
}

// The first place that is inside the plot and on nothing drawn, if any.
std::optional<QRectF> freePlace(const std::vector<QRectF>& places, const QRectF& plot,
                                const std::vector<QRectF>& taken) {
    const auto free = std::find_if(places.begin(), places.end(), [&](const QRectF& p) {
        return plot.contains(p) && overlap(p, taken) == 0.0;
    });
    if (free == places.end()) {
        return std::nullopt;
    }
    return *free;
}

// `place` moved the least that puts it inside `plot`.
QRectF keptInside(QRectF place, const QRectF& plot) {
    place.moveLeft(std::max(plot.left(), std::min(place.left(), plot.right() - place.width())));
    place.moveTop(std::max(plot.top(), std::min(place.top(), plot.bottom() - place.height())));
    return place;
}

} // namespace

// Points whose markers touch, named by one label.
struct SizingChartView::LabelGroup {
    QString text;
    QRectF markers;
    QPointF first;
};

void SizingChartView::placeLabels() {
    for (QGraphicsSimpleTextItem* item : m_labels) {
        delete item;
    }
    m_labels.clear();
    const QRectF plot = chart()->plotArea();
    if (plot.width() < 10.0 || plot.height() < 10.0) {
        return; // not laid out yet: plotAreaChanged() comes back here
    }
    std::vector<QRectF> markers;
    std::vector<LabelGroup> groups = markerGroups(markers);
    const QFont font = labelFont();
    const std::vector<QRectF> placed = placeGroupLabels(groups, markers, plot, QFontMetricsF(font));
    for (std::size_t i = 0; i < groups.size(); ++i) {
        auto* item = new QGraphicsSimpleTextItem(groups[i].text, chart());
        item->setFont(font);
        item->setBrush(palette().color(QPalette::Text));
        item->setPos(placed[i].topLeft() + QPointF(1.0, 0.0));
        item->setZValue(20.0); // above the series
        m_labels.push_back(item);
    }
}

std::vector<SizingChartView::LabelGroup>
SizingChartView::markerGroups(std::vector<QRectF>& markers) const {
    std::vector<LabelGroup> groups;
    for (QAbstractSeries* s : chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (!scatter || scatter->count() == 0) {
            continue;
        }
        const QPointF at = chart()->mapToPosition(scatter->at(0), scatter);
        const QRectF marker(at.x() - kMarkerSize / 2.0, at.y() - kMarkerSize / 2.0, kMarkerSize,
                            kMarkerSize);
        markers.push_back(marker.adjusted(-1, -1, 1, 1));
        // Coincident: closer than half a marker to a group's first point (not
        // to its whole box, or a crowd would chain into one long label).
        const auto near = std::find_if(groups.begin(), groups.end(), [&](const LabelGroup& g) {
            const QPointF d = g.first - at;
            return std::hypot(d.x(), d.y()) < kMarkerSize / 2.0;
        });
        if (near != groups.end()) {
            near->text = tr("%1, %2").arg(near->text, scatter->name());
            near->markers |= marker;
        } else {
            groups.push_back({scatter->name(), marker, at});
        }
    }
    return groups;
}

std::vector<QRectF> SizingChartView::placeGroupLabels(std::vector<LabelGroup>& groups,
                                                      const std::vector<QRectF>& markers,
                                                      const QRectF& plot,
                                                      const QFontMetricsF& metrics) {
    std::vector<QRectF> placed;
    // A group whose label finds no free place joins its nearest neighbour's
    // ("A100, H100"), and the labels are placed again: fewer, longer labels
    // rather than text over text.
    for (bool retry = true; retry;) {
        retry = false;
        std::vector<QRectF> taken = markers; // then the labels placed
        placed.clear();
        for (std::size_t i = 0; i < groups.size() && !retry; ++i) {
            const LabelGroup& g = groups[i];
            const QSizeF size(metrics.horizontalAdvance(g.text) + 2.0, metrics.height());
            const std::vector<QRectF> places = labelPlaces(g.markers, size);
            if (const std::optional<QRectF> free = freePlace(places, plot, taken)) {
                placed.push_back(*free);
                taken.push_back(*free);
            } else if (groups.size() == 1) { // nowhere free at all: beside the point
                placed.push_back(keptInside(places.front(), plot));
            } else {
                joinNearest(groups, i);
                retry = true;
            }
        }
    }
    return placed;
}

void SizingChartView::joinNearest(std::vector<LabelGroup>& groups, std::size_t i) {
    const LabelGroup& g = groups[i];
    const auto distance = [&](std::size_t k) {
        const QPointF d = groups[k].markers.center() - g.markers.center();
        return std::hypot(d.x(), d.y());
    };
    std::size_t nearest = i == 0 ? 1 : 0;
    for (std::size_t j = 0; j < groups.size(); ++j) {
        if (j != i && distance(j) < distance(nearest)) {
            nearest = j;
        }
    }
    groups[nearest].text = tr("%1, %2").arg(groups[nearest].text, g.text);
    groups[nearest].markers |= g.markers;
    groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(i));
}

std::vector<SizingChartView::PlacedLabel> SizingChartView::placedLabels() const {
    std::vector<PlacedLabel> out;
    for (const QGraphicsSimpleTextItem* item : m_labels) {
        const QRectF scene = item->mapRectToScene(item->boundingRect());
        out.push_back({item->text(), mapFromScene(scene).boundingRect()});
    }
    return out;
}

std::vector<QRectF> SizingChartView::markerRects() const {
    std::vector<QRectF> out;
    for (QAbstractSeries* s : chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (scatter && scatter->count() > 0) {
            const QPointF at = chart()->mapToScene(chart()->mapToPosition(scatter->at(0), scatter));
            const QPointF view = mapFromScene(at);
            out.emplace_back(view.x() - kMarkerSize / 2.0, view.y() - kMarkerSize / 2.0,
                             kMarkerSize, kMarkerSize);
        }
    }
    return out;
}

QRectF SizingChartView::plotRect() const {
    return mapFromScene(chart()->mapToScene(chart()->plotArea())).boundingRect();
}

QString SizingChartView::tipFor(const Point& p) const {
    if (m_training) {
        return tr("%1: %2, %3, %4")
            .arg(p.name, chipsText(p.chips), durationText(p.hours), usdText(p.y));
    }
    return tr("%1: %2, %3 per million output tokens").arg(p.name, chipsText(p.chips), usdText(p.y));
}

void SizingChartView::render() {
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    const bool training = m_training;
    c->setTitle(training ? tr("Cost against time to train")
                         : tr("Cost per million output tokens against speed per user"));
    const std::vector<Point>& points = m_points;
    // What the chart shows, point by point with the full names, for a screen
    // reader (the same figures are in the table above).
    QStringList described;
    for (const Point& p : points) {
        described << tipFor(p);
    }
    setAccessibleDescription(clauseListText(described));

    double minX = 1.0, maxX = 10.0, minY = 1.0, maxY = 10.0;
    if (!points.empty()) {
        const auto [loX, hiX] = std::minmax_element(
            points.begin(), points.end(), [](const Point& a, const Point& b) { return a.x < b.x; });
        const auto [loY, hiY] = std::minmax_element(
            points.begin(), points.end(), [](const Point& a, const Point& b) { return a.y < b.y; });
        minX = loX->x;
        maxX = hiX->x;
        minY = loY->y;
        maxY = hiY->y;
    }
    const ChartAxis xAxis = chooseChartAxis(minX, maxX);
    const ChartAxis yAxis = chooseChartAxis(minY, maxY);
    QCategoryAxis* x = makeHumanAxis(xAxis, numberAxisTexts(xAxis.ticks));
    QCategoryAxis* y = makeHumanAxis(yAxis, usdAxisTexts(yAxis.ticks));
    const QString logNote = tr(" (log scale)");
    x->setTitleText((training ? tr("Days to train") : tr("Tokens per second per user")) +
                    (xAxis.log ? logNote : QString()));
    y->setTitleText((training ? tr("Cost, USD") : tr("USD per million output tokens")) +
                    (yAxis.log ? logNote : QString()));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);

    int gpus = 0;
    int tpus = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Point& p = points[i];
        const Platform platform = p.platform;
        const int n = platform == Platform::Gpu ? gpus++ : tpus++;
        auto* s = new QScatterSeries;
        s->setName(p.label);
        s->append(xAxis.position(p.x), yAxis.position(p.y));
        // TPU shapes start further along the list, so a GPU and a TPU never
        // share both position in the palette and shape.
        s->setMarkerShape(shape(platform == Platform::Gpu ? n : n + 1));
        s->setMarkerSize(kMarkerSize);
        s->setColor(shade(platform, n));
        s->setBorderColor(render::palette::ink());
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        const QString tip = tipFor(p);
        connect(s, &QScatterSeries::hovered, this, [tip](const QPointF&, bool state) {
            if (state) {
                QToolTip::showText(QCursor::pos(), tip);
            } else {
                QToolTip::hideText();
            }
        });
    }
    placeLabels();
}

} // namespace accel::ui
