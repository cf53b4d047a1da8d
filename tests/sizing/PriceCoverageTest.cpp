// The bundled price table: every accelerator has an on-demand price on every
// cloud that sells it, every price is dated and sourced, and no price names a
// cloud that does not sell the chip.
#include "AcceleratorData.h"
#include "BundledAcceleratorData.h"
#include "SizingVocabulary.h"

#include <QDate>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

using namespace accel::sizing;
using accel::sizing::test::cat;

namespace {

const QStringList& clouds() {
    static const QStringList list{QStringLiteral("gcp"), QStringLiteral("aws"),
                                  QStringLiteral("azure")};
    return list;
}

// Clouds that sell the chip but publish no dated on-demand figure that could
// be found when the prices were last looked for (see pricesChecked). Each is
// listed in the pull request that last updated the prices. Remove an entry
// as soon as a price is added: the test below fails until then.
const QSet<QString>& knownGaps() {
    static const QSet<QString> gaps{
        QStringLiteral("tpu7x/gcp"),       // Ironwood: no published price
        QStringLiteral("a100-80gb/azure"), // ND96amsr A100 v4: no dated figure
        QStringLiteral("h200/azure"),      // ND96isr H200 v5: no dated figure
    };
    return gaps;
}

bool validPriceDate(const QString& date) {
    static const QRegularExpression shape(QStringLiteral("^(\\d{4})-(\\d{2})(?:-(\\d{2}))?$"));
    const QRegularExpressionMatch m = shape.match(date);
    if (!m.hasMatch()) {
        return false;
    }
    const int day = m.captured(3).isEmpty() ? 1 : m.captured(3).toInt();
    return QDate(m.captured(1).toInt(), m.captured(2).toInt(), day).isValid();
}

} // namespace

TEST(PriceCoverage, EveryCloudThatSellsTheChipHasAnOnDemandPrice) {
    int checked = 0;
    for (const AcceleratorSpec& s : cat().accelerators()) {
        for (const QString& cloud : clouds()) {
            if (!s.availability.contains(cloud)) {
                continue;
            }
            ++checked;
            const QString key = s.id + QLatin1Char('/') + cloud;
            const bool priced = cat().price(s, cloud, QStringLiteral("on_demand")).has_value();
            if (knownGaps().contains(key)) {
                EXPECT_FALSE(priced)
                    << key.toStdString() << " now has a price: remove it from knownGaps()";
                EXPECT_TRUE(cat()
                                .noPriceReason(s, cloud, QStringLiteral("on_demand"))
                                .startsWith(QStringLiteral("No published")))
                    << key.toStdString();
            } else {
                EXPECT_TRUE(priced) << "no on-demand price for " << key.toStdString();
            }
        }
    }
    EXPECT_GT(checked, 10);
    // Every listed gap names a chip and a cloud that sells it.
    for (const QString& key : knownGaps()) {
        const QStringList parts = key.split(QLatin1Char('/'));
        ASSERT_EQ(parts.size(), 2) << key.toStdString();
        const AcceleratorSpec* s = cat().find(parts[0]);
        ASSERT_NE(s, nullptr) << key.toStdString();
        EXPECT_TRUE(s->availability.contains(parts[1])) << key.toStdString();
    }
}

TEST(PriceCoverage, EveryPriceIsDatedAndSourced) {
    for (const AcceleratorSpec& s : cat().accelerators()) {
        for (const PricePoint& p : s.prices) {
            const std::string where = s.id.toStdString() + " " + p.provider.toStdString() + " " +
                                      p.mode.toStdString() + " " + p.date.toStdString();
            EXPECT_TRUE(validPriceDate(p.date)) << where << ": date must be YYYY-MM-DD or YYYY-MM";
            EXPECT_FALSE(p.source.isEmpty()) << where;
            EXPECT_NE(cat().source(p.source), nullptr)
                << where << ": source '" << p.source.toStdString() << "' is not in sources";
            EXPECT_GT(p.usdPerChipHour, 0.0) << where;
            EXPECT_TRUE(pricingModeIds().contains(p.mode)) << where;
        }
    }
}

TEST(PriceCoverage, NoPriceForACloudThatDoesNotSellTheChip) {
    for (const AcceleratorSpec& s : cat().accelerators()) {
        for (const PricePoint& p : s.prices) {
            EXPECT_TRUE(s.availability.contains(p.provider))
                << s.id.toStdString() << " has a " << p.provider.toStdString()
                << " price but is not sold there";
        }
        for (const QString& cloud : clouds()) {
            if (!s.availability.contains(cloud)) {
                EXPECT_TRUE(cat()
                                .noPriceReason(s, cloud, QStringLiteral("on_demand"))
                                .startsWith(QStringLiteral("Not sold on")))
                    << s.id.toStdString() << " " << cloud.toStdString();
            }
        }
    }
}

TEST(PriceCoverage, HostShareIsStatedForCloudPrices) {
    // A cloud price says whether the host (vCPU, RAM) is in the figure, except
    // the older entries kept as history (dated before the newest look-up).
    for (const AcceleratorSpec& s : cat().accelerators()) {
        for (const QString& cloud : clouds()) {
            for (const QString& mode : pricingModeIds()) {
                const auto p = cat().price(s, cloud, mode);
                if (!p || mode == QStringLiteral("capacity_block")) {
                    continue;
                }
                if (p->date.startsWith(QStringLiteral("2026"))) {
                    EXPECT_FALSE(p->host.isEmpty())
                        << s.id.toStdString() << " " << cloud.toStdString() << " "
                        << mode.toStdString();
                }
            }
        }
    }
}
