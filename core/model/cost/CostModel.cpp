#include "model/cost/CostModel.h"

#include "model/CatalogueText.h"
#include "model/Evaluation.h"
#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/sizing/EstimatorSupport.h"
#include "model/sizing/SizingPlan.h"
#include "model/sizing/SizingVocabulary.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace accel::cost {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CostModel)
};

const QString kUnanswered = QStringLiteral("unanswered");

QMap<QString, QString> answersOf(const Evaluation* e) {
    QMap<QString, QString> map;
    if (e == nullptr || e->catalogue == nullptr) {
        return map;
    }
    const QuestionCatalogue& c = *e->catalogue;
    for (int q = 0; q < e->answers.size() && q < static_cast<int>(c.questions().size()); ++q) {
        if (e->answers.isAnswered(q)) {
            map.insert(c.question(q).id, c.option(q, e->answers.option(q)).id);
        }
    }
    return map;
}

double lookup(const QMap<QString, double>& table, const QString& answer) {
    return table.value(answer.isEmpty() ? kUnanswered : answer, table.value(kUnanswered, 0.0));
}

// What a chip-hour of the sized workload needs in a month, from one candidate.
struct Usage {
    int chips = 0;
    double chipHoursPerMonth = 0.0;
    std::optional<sizing::Range> hours;
    std::optional<sizing::Range> steadyHours;
};

Usage usageOf(const sizing::Candidate& c, bool training, double runs, double servingHours) {
    Usage u;
    if (training && c.training) {
        u.chips = c.training->chips;
        u.chipHoursPerMonth = runs * c.training->chipHours.value;
        u.hours = c.training->hours;
        u.steadyHours = c.training->steadyHours;
    } else if (!training && c.inference) {
        u.chips = c.inference->totalChips;
        u.chipHoursPerMonth = servingHours * u.chips;
    }
    return u;
}

std::optional<sizing::PricePoint> priceOf(const sizing::Candidate& c) {
    if (c.training) {
        return c.training->price;
    }
    if (c.inference) {
        return c.inference->price;
    }
    return std::nullopt;
}

bool fits(const sizing::Candidate& c) {
    if (!c.availability.available || !c.meetsDeadline) {
        return false;
    }
    if (c.training) {
        return c.training->fitsInMemory;
    }
    return c.inference && c.inference->fitsInMemory && c.inference->meetsLatency;
}

// The cheapest priced, fitting candidate of a platform for a month of use.
const sizing::Candidate* cheapest(const std::vector<sizing::Candidate>& rows, Platform platform,
                                  bool training, double runs, double servingHours) {
    const sizing::Candidate* best = nullptr;
    double bestCost = 0.0;
    for (const sizing::Candidate& c : rows) {
        const auto price = priceOf(c);
        if (c.spec->platform != platform || !fits(c) || !price) {
            continue;
        }
        const Usage u = usageOf(c, training, runs, servingHours);
        // With no use at all, the hourly price of the configuration decides.
        const double cost =
            (u.chipHoursPerMonth > 0 ? u.chipHoursPerMonth : u.chips) * price->usdPerChipHour;
        if (best == nullptr || cost < bestCost) {
            best = &c;
            bestCost = cost;
        }
    }
    return best;
}

std::vector<double> linear(int months, double upFront, double perMonth) {
    std::vector<double> v(static_cast<std::size_t>(months));
    for (int m = 1; m <= months; ++m) {
        v[static_cast<std::size_t>(m - 1)] = upFront + perMonth * m;
    }
    return v;
}

using Assumption = sizing::Assumption;

Assumption figure(const QString& id, const QString& label, double value, const QString& unit,
                  const QString& source, bool overridden) {
    Assumption a;
    a.id = id;
    a.label = label;
    a.value = a.low = a.high = value;
    a.unit = unit;
    a.source = overridden ? Text::tr("entered by you") : source;
    a.overridden = overridden;
    return a;
}

// How the sizing table's owned price is reached, as its tooltip says.
QString ownedPriceNote(const CostData& data) {
    //: %1 and %3 are percentages ("23%"), %2 a number of years ("5 years").
    return Text::tr("owned: purchase with %1 overhead over %2 at %3 utilisation, plus power at "
                    "PUE %4")
        .arg(percentText(data.overheadShare.value), amountText(data.years.value, CountUnit::Year),
             percentText(data.utilization.value), QLocale().toString(data.pue.value, 'g', 3));
}

} // namespace

const CostOption* CostPlan::option(QStringView id) const {
    for (const CostOption& o : options) {
        if (o.id == id) {
            return &o;
        }
    }
    return nullptr;
}

double ownedUsdPerUsedChipHour(double usdPerChip, double overheadShare, double years,
                               double utilization, double watts, double pue, double usdPerKwh) {
    const double usedHours = years * 12.0 * kHoursPerMonth * utilization;
    const double purchase = usdPerChip * (1.0 + overheadShare) / usedHours;
    const double power = watts / 1000.0 * pue * usdPerKwh;
    return purchase + power;
}

PortingEstimate portingFromAnswers(const PortingTable& t, const QMap<QString, QString>& answers) {
    PortingEstimate p;
    p.platform = Platform::Tpu;
    const QString framework = answers.value(QStringLiteral("framework"));
    const QString xla = answers.value(QStringLiteral("xla_compat"));
    const QString kernels = answers.value(QStringLiteral("custom_kernels"));
    const QString skill = answers.value(QStringLiteral("xla_skill"));
    const double base = lookup(t.framework, framework) + lookup(t.xlaCompat, xla) +
                        lookup(t.customKernels, kernels);
    const double factor = lookup(t.xlaSkillFactor, skill);
    p.weeks = base * factor;
    // Read as the wizard reads: "Main framework: JAX, 0 weeks".
    const QuestionCatalogue& cat = QuestionCatalogue::builtIn();
    const auto answerLabel = [&cat](const QString& question, const QString& answer) {
        const int q = cat.questionIndex(question);
        return q < 0 ? answer : optionLabel(cat, q, cat.optionIndex(q, answer));
    };
    const auto part = [&](const QString& question, const QString& answer, double weeks) {
        const int q = cat.questionIndex(question);
        //: A part of the porting estimate: the answer and its weeks, "JAX, 3 weeks".
        return labelledText(q < 0 ? question : questionLabel(cat, q),
                            Text::tr("%1, %2").arg(answerLabel(question, answer),
                                                   amountText(weeks, CountUnit::Week)));
    };
    const QString xlaSkill = QStringLiteral("xla_skill");
    const int skillQuestion = cat.questionIndex(xlaSkill);
    p.reason =
        Text::tr("From your answers: %1; %2; %3; %4 (\u00d7%5).")
            .arg(part(QStringLiteral("framework"), framework, lookup(t.framework, framework)),
                 part(QStringLiteral("xla_compat"), xla, lookup(t.xlaCompat, xla)),
                 part(QStringLiteral("custom_kernels"), kernels, lookup(t.customKernels, kernels)),
                 labelledText(skillQuestion < 0 ? xlaSkill : questionLabel(cat, skillQuestion),
                              answerLabel(xlaSkill, skill)),
                 QLocale().toString(factor, 'g', 3));
    p.sources = t.sources;
    return p;
}

std::optional<int> breakEvenMonth(const std::vector<double>& a, const std::vector<double>& b) {
    const std::size_t n = std::min(a.size(), b.size());
    int start = 0; // the order at the start: -1 a cheaper, +1 b cheaper, 0 equal
    for (std::size_t i = 0; i < n; ++i) {
        const double d = a[i] - b[i];
        const int order = d < 0 ? -1 : (d > 0 ? 1 : 0);
        if (start == 0) {
            start = order;
            continue;
        }
        if (order != 0 && order != start) {
            return static_cast<int>(i) + 1;
        }
    }
    return std::nullopt;
}

std::optional<double> ownedPriceFor(const CostData& data, const OwnSettings& own,
                                    const QString& acceleratorId) {
    const OwnedChip* chip = data.ownedChip(acceleratorId);
    const auto price =
        own.usdPerChip ? own.usdPerChip : (chip ? chip->usdPerChip : std::optional<double>());
    if (!price) {
        return std::nullopt;
    }
    const double watts = own.wattsPerChip.value_or(chip ? chip->watts : 0.0);
    return ownedUsdPerUsedChipHour(
        *price, own.overheadShare.value_or(data.overheadShare.value),
        own.years.value_or(data.years.value), own.utilization.value_or(data.utilization.value),
        watts, own.pue.value_or(data.pue.value), own.usdPerKwh.value_or(data.usdPerKwh.value));
}

sizing::OwnedPrices ownedPrices(const CostData& data) {
    const QString note = ownedPriceNote(data); // in the caller's language
    return [&data, note](const sizing::AcceleratorSpec& spec,
                         const QString& mode) -> std::optional<sizing::PricePoint> {
        const OwnedChip* chip = data.ownedChip(spec.id);
        const auto owned = ownedPriceFor(data, {}, spec.id);
        if (!owned || chip == nullptr) {
            return std::nullopt;
        }
        sizing::PricePoint p;
        p.provider = QStringLiteral("on_prem");
        p.mode = mode;
        p.usdPerChipHour = *owned;
        p.date = chip->date;
        p.source = chip->source;
        p.note = note;
        return p;
    };
}

namespace {

// What every option of one bill shares: the sizing request with the run
// cadence as its deadline, and how much the workload is used.
struct BillBasis {
    sizing::SizingRequest request;
    bool training = true;
    double runs = 0.0;         // training runs a month
    double servingHours = 0.0; // hours a month the serving fleet runs
    double engineerUsdPerWeek = 0.0;
    sizing::OwnedPrices onPremPrices;
    const Evaluation* evaluation = nullptr;

    [[nodiscard]] Usage usage(const sizing::Candidate& c) const {
        return usageOf(c, training, runs, servingHours);
    }
    [[nodiscard]] const sizing::Candidate* cheapestOf(const std::vector<sizing::Candidate>& rows,
                                                      Platform platform) const {
        return cheapest(rows, platform, training, runs, servingHours);
    }
};

BillBasis billBasisOf(const CostData& data, const CostRequest& request) {
    const CostSettings& s = request.settings;
    BillBasis basis;
    basis.request = sizing::sizingRequestFor(*request.workload);
    basis.training = basis.request.kind == sizing::SizingRequest::Kind::Training;
    basis.runs = s.runsPerMonth.value_or(data.runsPerMonth.value);
    basis.servingHours = s.servingHoursPerMonth.value_or(data.servingHoursPerMonth.value);
    basis.engineerUsdPerWeek = s.engineerUsdPerWeek.value_or(data.engineerUsdPerWeek.value);
    basis.onPremPrices = ownedPrices(data);
    basis.evaluation = request.evaluation;
    // N runs a month means each run finishes within 730 / N hours: the sized
    // configuration must meet that as a deadline (or the workload's own, if sooner).
    if (basis.training && basis.runs > 0) {
        const double cadence = kHoursPerMonth / basis.runs;
        if (basis.request.deadlineHours <= 0 || basis.request.deadlineHours > cadence) {
            basis.request.deadlineHours = cadence;
        }
    }
    return basis;
}

// Today's code is taken to run on GPUs (the default platform, seed 000);
// moving it to TPUs costs the weeks of the table, or the user's own.
PortingEstimate portingOf(const CostData& data, const CostRequest& request,
                          const BillBasis& basis) {
    PortingEstimate porting = portingFromAnswers(data.porting, answersOf(request.evaluation));
    if (request.settings.portingWeeks) {
        porting.weeks = *request.settings.portingWeeks;
        porting.overridden = true;
        porting.reason = Text::tr("Your own estimate.");
    }
    porting.usd = porting.weeks * basis.engineerUsdPerWeek;
    return porting;
}

CostOption rentedOption(const sizing::Candidate& c, const QString& id, const QString& provider,
                        double porting, int months, const BillBasis& basis) {
    const Usage u = basis.usage(c);
    const sizing::PricePoint price = *priceOf(c);
    CostOption o;
    o.id = id;
    o.platform = c.spec->platform;
    o.accelerator = c.spec->id;
    o.acceleratorName = c.spec->name;
    o.provider = provider;
    o.pricing = price.mode;
    o.chips = u.chips;
    o.usdPerChipHour = price.usdPerChipHour;
    o.usedChipHoursPerMonth = u.chipHoursPerMonth;
    o.computeUsd = u.chipHoursPerMonth * price.usdPerChipHour * months;
    o.portingUsd = porting;
    o.cumulativeUsd = linear(months, porting, u.chipHoursPerMonth * price.usdPerChipHour);
    o.totalUsd = o.cumulativeUsd.back();
    o.priceDate = price.date;
    o.priceSource = price.source;
    o.hoursPerRun = u.hours;
    o.steadyHoursPerRun = u.steadyHours;
    return o;
}

// Rented GPUs: where the workload is priced, or Google Cloud when it is
// priced nowhere a GPU is rented. Returns the GPU it chose, if any.
QString addRentedGpus(const sizing::AcceleratorData& catalogue, const BillBasis& basis,
                      double porting, CostPlan& plan) {
    static const QStringList clouds{QStringLiteral("gcp"), QStringLiteral("aws"),
                                    QStringLiteral("azure")};
    sizing::SizingRequest request = basis.request;
    if (!clouds.contains(request.provider)) {
        request.provider = QStringLiteral("gcp");
    }
    const auto rows =
        sizing::planCandidates(catalogue, request, basis.evaluation, basis.onPremPrices);
    const sizing::Candidate* gpu = basis.cheapestOf(rows, Platform::Gpu);
    if (!gpu) {
        plan.notes << Text::tr("Rented GPUs: no GPU with a price fits this workload.");
        return {};
    }
    plan.options.push_back(rentedOption(*gpu, QStringLiteral("gpu_cloud"), request.provider,
                                        porting, plan.months, basis));
    return gpu->spec->id;
}

// Rented TPUs: Google Cloud only, and not when an answer rules TPUs out.
void addRentedTpus(const sizing::AcceleratorData& catalogue, const BillBasis& basis, double porting,
                   CostPlan& plan) {
    if (basis.evaluation && basis.evaluation->isBlocked(Platform::Tpu)) {
        plan.notes << Text::tr("Rented TPUs: left out, your answers rule TPUs out.");
        return;
    }
    sizing::SizingRequest request = basis.request;
    request.provider = QStringLiteral("gcp");
    auto rows = sizing::planCandidates(catalogue, request, basis.evaluation, basis.onPremPrices);
    const sizing::Candidate* tpu = basis.cheapestOf(rows, Platform::Tpu);
    if (!tpu && request.mode != QLatin1String(sizing::defaults::pricingMode)) {
        // Google sells TPU commitments through its sales team: no list price.
        request.mode = QString::fromLatin1(sizing::defaults::pricingMode);
        rows = sizing::planCandidates(catalogue, request, basis.evaluation, basis.onPremPrices);
        tpu = basis.cheapestOf(rows, Platform::Tpu);
    }
    if (!tpu) {
        plan.notes << Text::tr("Rented TPUs: no TPU with a price fits this workload.");
        return;
    }
    plan.options.push_back(rentedOption(*tpu, QStringLiteral("tpu_cloud"), request.provider,
                                        porting, plan.months, basis));
}

struct OwnedChoice {
    const sizing::Candidate* candidate = nullptr;
    double usdPerUsedChipHour = 0.0;
};

// The GPU to own: the one the user names, else the rented GPU, else the GPU
// with a purchase price that is cheapest to own for this work.
OwnedChoice chooseOwnedGpu(const std::vector<sizing::Candidate>& rows, const CostData& data,
                           const OwnSettings& own, const QString& rentedGpu,
                           const BillBasis& basis) {
    const auto ownable = [&](const sizing::Candidate& c) {
        return c.spec->platform == Platform::Gpu && c.availability.available && c.meetsDeadline &&
               ((c.training && c.training->fitsInMemory) ||
                (c.inference && c.inference->fitsInMemory && c.inference->meetsLatency)) &&
               ownedPriceFor(data, own, c.spec->id).has_value();
    };
    QString wanted = own.accelerator;
    if (wanted.isEmpty() && !rentedGpu.isEmpty() && ownedPriceFor(data, own, rentedGpu)) {
        wanted = rentedGpu;
    }
    OwnedChoice choice;
    for (const sizing::Candidate& c : rows) {
        if (!ownable(c)) {
            continue;
        }
        const double rate = *ownedPriceFor(data, own, c.spec->id);
        const double cost = rate * std::max(basis.usage(c).chipHoursPerMonth, 1.0);
        const bool better =
            wanted.isEmpty()
                ? choice.candidate == nullptr ||
                      cost < choice.usdPerUsedChipHour *
                                 std::max(basis.usage(*choice.candidate).chipHoursPerMonth, 1.0)
                : c.spec->id == wanted;
        if (better) {
            choice = {&c, rate};
        }
    }
    return choice;
}

CostOption ownedOption(const OwnedChoice& choice, const CostData& data, const OwnSettings& own,
                       double porting, int months, const BillBasis& basis) {
    const sizing::Candidate& owned = *choice.candidate;
    const OwnedChip* chip = data.ownedChip(owned.spec->id);
    const double price =
        own.usdPerChip.value_or(chip && chip->usdPerChip ? *chip->usdPerChip : 0.0);
    const double watts = own.wattsPerChip.value_or(chip ? chip->watts : 0.0);
    const double utilization = own.utilization.value_or(data.utilization.value);
    const double pue = own.pue.value_or(data.pue.value);
    const double kwh = own.usdPerKwh.value_or(data.usdPerKwh.value);
    const Usage u = basis.usage(owned);
    CostOption o;
    o.id = QStringLiteral("gpu_owned");
    o.platform = Platform::Gpu;
    o.accelerator = owned.spec->id;
    o.acceleratorName = owned.spec->name;
    o.provider = QStringLiteral("on_prem");
    o.pricing = QStringLiteral("owned");
    // Enough chips for one run at a time, and for the month's hours at
    // the utilization an owned fleet can keep.
    const double capacity = kHoursPerMonth * utilization;
    o.chips = std::max(u.chips, static_cast<int>(std::ceil(u.chipHoursPerMonth / capacity)));
    o.usdPerChipHour = choice.usdPerUsedChipHour;
    o.usedChipHoursPerMonth = u.chipHoursPerMonth;
    const double electricity = u.chipHoursPerMonth * watts / 1000.0 * pue * kwh;
    o.ownershipUsd = o.chips * price * (1.0 + own.overheadShare.value_or(data.overheadShare.value));
    o.portingUsd = porting;
    o.cumulativeUsd = linear(months, o.ownershipUsd + porting, electricity);
    o.computeUsd = electricity * months;
    o.totalUsd = o.cumulativeUsd.back();
    o.priceDate = own.usdPerChip ? QString() : (chip ? chip->date : QString());
    o.priceSource = own.usdPerChip ? Text::tr("entered by you") : (chip ? chip->source : QString());
    o.hoursPerRun = u.hours;
    o.steadyHoursPerRun = u.steadyHours;
    return o;
}

// Owned GPUs; returns the accelerator owned, if any.
QString addOwnedGpus(const sizing::AcceleratorData& catalogue, const CostData& data,
                     const OwnSettings& own, const QString& rentedGpu, double porting,
                     const BillBasis& basis, CostPlan& plan) {
    sizing::SizingRequest request = basis.request;
    request.provider = QStringLiteral("on_prem");
    request.priceOverrides.clear();
    const auto rows = sizing::planCandidates(catalogue, request, nullptr, basis.onPremPrices);
    const OwnedChoice choice = chooseOwnedGpu(rows, data, own, rentedGpu, basis);
    if (choice.candidate) {
        plan.options.push_back(ownedOption(choice, data, own, porting, plan.months, basis));
        return choice.candidate->spec->id;
    }
    plan.notes << (own.accelerator.isEmpty()
                       ? Text::tr("Owned GPUs: no GPU with a purchase price fits this "
                                  "workload; set own.usd_per_chip.")
                       : Text::tr("Owned GPUs: %1 has no purchase price or does not fit "
                                  "this workload; set own.usd_per_chip or choose another.")
                             .arg(own.accelerator));
    return {};
}

// Break-even for every pair, in the order of the options.
std::vector<BreakEven> breakEvensOf(const std::vector<CostOption>& options) {
    std::vector<BreakEven> out;
    for (std::size_t i = 0; i < options.size(); ++i) {
        for (std::size_t j = i + 1; j < options.size(); ++j) {
            const CostOption& a = options[i];
            const CostOption& b = options[j];
            BreakEven be;
            be.first = a.id;
            be.second = b.id;
            be.month = breakEvenMonth(a.cumulativeUsd, b.cumulativeUsd);
            if (be.month) {
                const std::size_t m = static_cast<std::size_t>(*be.month - 1);
                be.cheaperFrom = a.cumulativeUsd[m] < b.cumulativeUsd[m] ? a.id : b.id;
            }
            out.push_back(be);
        }
    }
    return out;
}

// How the workload is used and what an engineer costs.
std::vector<Assumption> usageAssumptions(const CostData& data, const CostRequest& request,
                                         const BillBasis& basis, const CostPlan& plan) {
    const CostSettings& s = request.settings;
    return {
        sizing::support::asCount(figure(QStringLiteral("months"), Text::tr("Planning horizon"),
                                        plan.months, Text::tr("months"), data.months.source,
                                        request.months.has_value() || s.months.has_value()),
                                 CountUnit::Month),
        plan.training
            ? sizing::support::asCount(figure(QStringLiteral("runs_per_month"),
                                              Text::tr("Training runs of the sized workload per "
                                                       "month"),
                                              basis.runs, Text::tr("runs"),
                                              data.runsPerMonth.source, s.runsPerMonth.has_value()),
                                       CountUnit::Run)
            : sizing::support::asCount(figure(QStringLiteral("serving_hours_per_month"),
                                              Text::tr("Hours a month the serving fleet runs"),
                                              basis.servingHours, Text::tr("hours"),
                                              data.servingHoursPerMonth.source,
                                              s.servingHoursPerMonth.has_value()),
                                       CountUnit::Hour),
        sizing::support::asUsd(figure(QStringLiteral("engineer_usd_per_week"),
                                      Text::tr("Cost of one engineer-week (US employer cost)"),
                                      basis.engineerUsdPerWeek, QStringLiteral("USD"),
                                      data.engineerUsdPerWeek.source,
                                      s.engineerUsdPerWeek.has_value())),
        sizing::support::asCount(
            figure(QStringLiteral("porting_weeks"), Text::tr("Engineer-weeks to port to TPUs"),
                   plan.porting.weeks, Text::tr("weeks"),
                   plan.porting.sources.join(QStringLiteral(", ")), plan.porting.overridden),
            CountUnit::Week),
    };
}

// What owning a GPU costs: the purchase, power and the fleet's use.
std::vector<Assumption> ownershipAssumptions(const CostData& data, const OwnSettings& own,
                                             const OwnedChip* chip) {
    return {
        sizing::support::asUsd(figure(
            QStringLiteral("usd_per_chip"), Text::tr("Purchase price per GPU"),
            own.usdPerChip.value_or(chip && chip->usdPerChip ? *chip->usdPerChip : 0.0),
            QStringLiteral("USD"), chip ? chip->source : QString(), own.usdPerChip.has_value())),
        figure(QStringLiteral("watts_per_chip"), Text::tr("Power per GPU"),
               own.wattsPerChip.value_or(chip ? chip->watts : 0.0), Text::tr("W"),
               chip ? chip->wattsSource : QString(), own.wattsPerChip.has_value()),
        figure(QStringLiteral("pue"), Text::tr("Power usage effectiveness of the data centre"),
               own.pue.value_or(data.pue.value), QString(), data.pue.source, own.pue.has_value()),
        figure(QStringLiteral("usd_per_kwh"), Text::tr("Electricity price"),
               own.usdPerKwh.value_or(data.usdPerKwh.value), Text::tr("USD per kWh"),
               data.usdPerKwh.source, own.usdPerKwh.has_value()),
        sizing::support::asCount(figure(QStringLiteral("years"), Text::tr("Years of depreciation"),
                                        own.years.value_or(data.years.value), Text::tr("years"),
                                        data.years.source, own.years.has_value()),
                                 CountUnit::Year),
        sizing::support::asShare(
            figure(QStringLiteral("utilization"),
                   Text::tr("Utilisation an owned GPU fleet keeps (an assumption: set yours)"),
                   own.utilization.value_or(data.utilization.value), Text::tr("share"),
                   data.utilization.source, own.utilization.has_value())),
        sizing::support::asShare(figure(QStringLiteral("overhead_share"),
                                        Text::tr("Overhead on the purchase (hosts and network)"),
                                        own.overheadShare.value_or(data.overheadShare.value),
                                        Text::tr("share"), data.overheadShare.source,
                                        own.overheadShare.has_value())),
    };
}

} // namespace

CostPlan planCost(const sizing::AcceleratorData& catalogue, const CostData& data,
                  const CostRequest& request) {
    CostPlan plan;
    const CostSettings& s = request.settings;
    plan.months = request.months.value_or(static_cast<int>(s.months.value_or(data.months.value)));
    plan.months = std::clamp(plan.months, 1, 120);
    if (request.workload == nullptr) {
        return plan;
    }
    const BillBasis basis = billBasisOf(data, request);
    plan.training = basis.training;
    plan.porting = portingOf(data, request, basis);
    const double gpuPorting = plan.porting.platform == Platform::Gpu ? plan.porting.usd : 0.0;
    const double tpuPorting = plan.porting.platform == Platform::Tpu ? plan.porting.usd : 0.0;

    const QString rentedGpu = addRentedGpus(catalogue, basis, gpuPorting, plan);
    addRentedTpus(catalogue, basis, tpuPorting, plan);
    const QString ownedGpu =
        addOwnedGpus(catalogue, data, s.own, rentedGpu, gpuPorting, basis, plan);
    plan.breakEven = breakEvensOf(plan.options);

    plan.assumptions = usageAssumptions(data, request, basis, plan);
    for (Assumption& a : ownershipAssumptions(data, s.own, data.ownedChip(ownedGpu))) {
        plan.assumptions.push_back(std::move(a));
    }
    if (plan.training) {
        plan.assumptions.push_back(sizing::support::asShare(figure(
            QStringLiteral("goodput"),
            Text::tr("Share of a run's hours spent training (end-to-end time = steady-state "
                     "time / goodput)"),
            catalogue.assumptions().goodput.value, Text::tr("share"), data.goodput.source, false)));
    }
    return plan;
}

} // namespace accel::cost
