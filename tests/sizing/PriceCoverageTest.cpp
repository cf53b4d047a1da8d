// The bundled price table: every accelerator has an on-demand (or, where that is
// the only way the cloud sells it, a capacity-block) price on every
// cloud that sells it, every price is dated and sourced, and no price names a
// cloud that does not sell the chip.
#include "BundledAcceleratorData.h"
#include "model/sizing/AcceleratorData.h"
#include "model/sizing/SizingVocabulary.h"

#include <QDate>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace accel::sizing;
using accel::sizing::test::cat;

namespace {

const QStringList& clouds() {
    static const QStringList list{QStringLiteral("gcp"), QStringLiteral("aws"),
                                  QStringLiteral("azure")};
    return list;
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
            // AWS sells some racks (GB200 UltraServers) only as capacity blocks.
            EXPECT_TRUE(cat().price(s, cloud, QStringLiteral("on_demand")).has_value() ||
                        cat().price(s, cloud, QStringLiteral("capacity_block")).has_value())
                << "no on-demand price for " << s.id.toStdString() << " on " << cloud.toStdString();
        }
    }
    EXPECT_GT(checked, 10);
}

// Where a commitment has no public price, the reason says why and what to do.
TEST(PriceCoverage, AMissingTpuCommitmentSaysGoogleSellsItThroughSales) {
    const AcceleratorSpec* v4 = cat().find(u"tpu-v4");
    ASSERT_NE(v4, nullptr);
    ASSERT_FALSE(cat().price(*v4, QStringLiteral("gcp"), QStringLiteral("commit_1yr")).has_value());
    const QString why =
        cat().noPriceReason(*v4, QStringLiteral("gcp"), QStringLiteral("commit_1yr"));
    EXPECT_TRUE(why.contains(QStringLiteral("sales team"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("Enter what you are offered"))) << why.toStdString();
    // A GPU without a price keeps the general sentence.
    const AcceleratorSpec* h100 = cat().find(u"h100-sxm");
    ASSERT_FALSE(
        cat().price(*h100, QStringLiteral("gcp"), QStringLiteral("capacity_block")).has_value());
    const QString gpu =
        cat().noPriceReason(*h100, QStringLiteral("gcp"), QStringLiteral("capacity_block"));
    EXPECT_TRUE(gpu.startsWith(QStringLiteral("No published"))) << gpu.toStdString();
    EXPECT_FALSE(gpu.contains(QStringLiteral("sales team"))) << gpu.toStdString();
    EXPECT_FALSE(cat()
                     .noPriceReason(*v4, QStringLiteral("aws"), QStringLiteral("commit_1yr"))
                     .contains(QStringLiteral("sales team")));
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
