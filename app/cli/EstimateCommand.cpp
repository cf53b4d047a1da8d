#include "Commands.h"
#include "EstimateJson.h"
#include "Estimator.h"
#include "ExitCode.h"
#include "LocalCatalogue.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace accel::cli {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

const QString kParams = QStringLiteral("params");
const QString kTokens = QStringLiteral("tokens");
const QString kAccelerator = QStringLiteral("accelerator");
const QString kCount = QStringLiteral("count");
const QString kPrecision = QStringLiteral("precision");
const QString kProvider = QStringLiteral("provider");
const QString kPricing = QStringLiteral("pricing");
const QString kMfu = QStringLiteral("mfu");
const QString kPrice = QStringLiteral("price");
const QString kFormat = QStringLiteral("format");

// "7e9", "7000000000", "7B", "1.4T", "70G": planners write sizes all these ways.
std::optional<double> parseAmount(QString text) {
    text = text.trimmed();
    double factor = 1.0;
    if (!text.isEmpty()) {
        const QChar last = text.back().toUpper();
        const QString suffixes = QStringLiteral("KMBGT");
        const double factors[] = {1e3, 1e6, 1e9, 1e9, 1e12};
        const qsizetype i = suffixes.indexOf(last);
        if (i >= 0) {
            factor = factors[i];
            text.chop(1);
        }
    }
    bool ok = false;
    const double value = text.toDouble(&ok) * factor;
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

QString number(double v, int precision = 3) {
    return QLocale::c().toString(v, 'g', precision);
}

// Three significant digits with group separators: "$216,000", "37,500".
QString grouped(double v) {
    if (v <= 0.0 || !std::isfinite(v)) {
        return QLocale().toString(v);
    }
    const double scale = std::pow(10.0, std::floor(std::log10(v)) - 2.0);
    const double rounded = std::round(v / scale) * scale;
    QLocale locale;
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale.toString(rounded, 'f', rounded < 10.0 ? 2 : (rounded < 100.0 ? 1 : 0));
}

QString usd(double v) {
    return Text::tr("$%1").arg(grouped(v));
}

QString hoursText(double hours) {
    if (hours >= 48.0) {
        return Text::tr("%1 days").arg(grouped(hours / 24.0));
    }
    return Text::tr("%1 hours").arg(grouped(hours));
}

QString textReport(const sizing::AcceleratorCatalogue& catalogue,
                   const sizing::AcceleratorSpec& spec, const sizing::TrainingInput& in,
                   const sizing::TrainingEstimate& e) {
    QString t;
    t += Text::tr("Training %1 parameters on %2 tokens (%3) with %4 x %5\n")
             .arg(grouped(in.params), grouped(in.tokens), sizing::precisionId(in.precision))
             .arg(e.chips)
             .arg(spec.name);
    t += Text::tr(
             "  Fits in memory:  %1 (%2 GB of state per chip, %3 GB usable; at least %4 chips)\n")
             .arg(e.fitsInMemory ? Text::tr("yes") : Text::tr("no"), number(e.memoryPerChipGB),
                  number(e.usableMemoryPerChipGB))
             .arg(e.minChipsToFit);
    t += Text::tr("  Time:            %1 (range %2 to %3)\n")
             .arg(hoursText(e.hours.value), hoursText(e.hours.low), hoursText(e.hours.high));
    t += Text::tr("  Chip-hours:      %1\n").arg(grouped(e.chipHours.value));
    if (e.costUsd && e.price) {
        t += Text::tr("  Cost:            %1 (range %2 to %3)\n")
                 .arg(usd(e.costUsd->value), usd(e.costUsd->low), usd(e.costUsd->high));
        const qint64 age = sizing::priceAgeDays(*e.price, QDate::currentDate());
        t += Text::tr("  Price:           $%1 per chip-hour, %2 %3, dated %4%5, from %6\n")
                 .arg(number(e.price->usdPerChipHour, 4),
                      sizing::AcceleratorCatalogue::providerName(e.price->provider),
                      sizing::AcceleratorCatalogue::modeName(e.price->mode), e.price->date,
                      age >= 0 ? Text::tr(" (%1 days old)").arg(age) : QString(),
                      sizing::priceOriginName(e.price->origin));
    } else {
        t += Text::tr("  Cost:            unknown (no price for this provider and pricing mode)\n");
    }
    t += Text::tr("Assumptions (change them with --mfu and --price):\n");
    for (const sizing::Assumption& a : e.assumptions) {
        QString range;
        if (a.low != a.high) {
            range = Text::tr(" (range %1 to %2)").arg(number(a.low), number(a.high));
        }
        QString source = a.source;
        if (const sizing::SourceRef* s = catalogue.source(a.source)) {
            source = s->title;
        }
        t += QStringLiteral("  - %1: %2 %3%4%5%6\n")
                 .arg(a.label, number(a.value, 4), a.unit, range,
                      a.overridden ? Text::tr(" [yours]") : QString(),
                      source.isEmpty() ? QString() : Text::tr("; source: %1").arg(source));
    }
    for (const QString& note : e.notes) {
        t += Text::tr("Note: %1\n").arg(note);
    }
    return t;
}

} // namespace

void declareEstimate(QCommandLineParser& parser) {
    parser.addOption({kParams, Text::tr("Model parameters, e.g. 7e9 or 70B."), Text::tr("N")});
    parser.addOption({kTokens,
                      Text::tr("Training tokens, e.g. 1.4e12 or 2T (default: 20 per "
                               "parameter)."),
                      Text::tr("N")});
    parser.addOption(
        {kAccelerator,
         Text::tr("Accelerator id: %1.")
             .arg(sizing::AcceleratorCatalogue::bundled().ids().join(QStringLiteral(", "))),
         Text::tr("ID")});
    parser.addOption({kCount, Text::tr("Number of chips."), Text::tr("N")});
    parser.addOption({kPrecision, Text::tr("bf16 (default) or fp8."), Text::tr("precision"),
                      QStringLiteral("bf16")});
    parser.addOption({kProvider, Text::tr("gcp (default), aws, azure, on_prem or other."),
                      Text::tr("provider"), QStringLiteral("gcp")});
    parser.addOption(
        {kPricing, Text::tr("on_demand (default), commit_1yr, commit_3yr, spot or capacity_block."),
         Text::tr("mode"), QStringLiteral("on_demand")});
    parser.addOption({kMfu,
                      Text::tr("Your own model-FLOPs utilisation, 0 to 1 (default: the "
                               "calibrated curve)."),
                      Text::tr("share")});
    parser.addOption({kPrice,
                      Text::tr("Your own price in USD per chip-hour (default: the catalogue)."),
                      Text::tr("usd")});
    parser.addOption({kFormat, Text::tr("Output format: text (default) or json."),
                      Text::tr("format"), QStringLiteral("text")});
}

int runEstimate(const QCommandLineParser& parser, Console& console) {
    const QString format = parser.value(kFormat);
    if (format != QStringLiteral("text") && format != QStringLiteral("json")) {
        console.error(Text::tr("unknown --format '%1'; use text or json.").arg(format));
        return InvalidInput;
    }
    if (parser.positionalArguments().size() > 1) {
        console.error(
            Text::tr("estimate takes no file arguments; see accel-advisor estimate --help."));
        return InvalidInput;
    }
    for (const QString& required : {kParams, kAccelerator, kCount}) {
        if (!parser.isSet(required)) {
            console.error(
                Text::tr("estimate needs --%1; for example: accel-advisor estimate --params "
                         "7e9 --tokens 1.4e11 --accelerator h100-sxm --count 8")
                    .arg(required));
            return InvalidInput;
        }
    }

    const services::SizingPaths paths = services::SizingPaths::standard();
    const services::LocalCatalogue local = services::loadLocalCatalogue(paths);
    if (!local.overrideIssues.isEmpty()) {
        for (const sizing::CatalogueIssue& issue : local.overrideIssues) {
            console.err(QStringLiteral("accel-advisor: %1: %2: %3\n")
                            .arg(paths.overrideFile, issue.path, issue.message));
        }
        console.err(
            Text::tr("accel-advisor: fix or remove the override file; nothing was estimated.\n"));
        return InvalidInput;
    }
    const sizing::AcceleratorCatalogue& catalogue = local.catalogue;

    sizing::TrainingInput in;
    const auto params = parseAmount(parser.value(kParams));
    if (!params || *params <= 0 || *params > 1e15) {
        console.error(Text::tr("--params '%1' is not a parameter count; write e.g. 7e9 or 70B.")
                          .arg(parser.value(kParams)));
        return InvalidInput;
    }
    in.params = *params;
    in.tokens = in.params * catalogue.assumptions().tokensPerParamOptimal;
    if (parser.isSet(kTokens)) {
        const auto tokens = parseAmount(parser.value(kTokens));
        if (!tokens || *tokens <= 0 || *tokens > 1e17) {
            console.error(Text::tr("--tokens '%1' is not a token count; write e.g. 1.4e12 or 2T.")
                              .arg(parser.value(kTokens)));
            return InvalidInput;
        }
        in.tokens = *tokens;
    }
    const sizing::AcceleratorSpec* spec = catalogue.find(parser.value(kAccelerator));
    if (!spec) {
        console.error(
            Text::tr("unknown --accelerator '%1'. Known ids: %2.")
                .arg(parser.value(kAccelerator), catalogue.ids().join(QStringLiteral(", "))));
        return InvalidInput;
    }
    bool ok = false;
    in.chips = parser.value(kCount).toInt(&ok);
    if (!ok || in.chips < 1 || in.chips > 1000000) {
        console.error(Text::tr("--count '%1' must be a whole number of chips from 1 to 1000000.")
                          .arg(parser.value(kCount)));
        return InvalidInput;
    }
    const auto precision = sizing::precisionFromId(parser.value(kPrecision));
    if (!precision) {
        console.error(
            Text::tr("unknown --precision '%1'; use bf16 or fp8.").arg(parser.value(kPrecision)));
        return InvalidInput;
    }
    in.precision = *precision;
    in.provider = parser.value(kProvider);
    if (!sizing::AcceleratorCatalogue::knownProviders().contains(in.provider)) {
        console.error(Text::tr("unknown --provider '%1'; use one of: %2.")
                          .arg(in.provider, sizing::AcceleratorCatalogue::knownProviders().join(
                                                QStringLiteral(", "))));
        return InvalidInput;
    }
    in.mode = parser.value(kPricing);
    if (!sizing::AcceleratorCatalogue::knownModes().contains(in.mode)) {
        console.error(Text::tr("unknown --pricing '%1'; use one of: %2.")
                          .arg(in.mode, sizing::AcceleratorCatalogue::knownModes().join(
                                            QStringLiteral(", "))));
        return InvalidInput;
    }
    if (parser.isSet(kMfu)) {
        const double mfu = parser.value(kMfu).toDouble(&ok);
        if (!ok || mfu <= 0.0 || mfu > 1.0) {
            console.error(Text::tr("--mfu '%1' must be a share from 0 to 1, e.g. 0.4.")
                              .arg(parser.value(kMfu)));
            return InvalidInput;
        }
        in.mfu = mfu;
    }
    if (parser.isSet(kPrice)) {
        const double price = parser.value(kPrice).toDouble(&ok);
        if (!ok || price <= 0.0 || price > 1000.0) {
            console.error(Text::tr("--price '%1' must be USD per chip-hour above 0, e.g. 2.5.")
                              .arg(parser.value(kPrice)));
            return InvalidInput;
        }
        in.usdPerChipHour = price;
    }

    const sizing::Estimator estimator(catalogue);
    const sizing::TrainingEstimate e = estimator.training(*spec, in);
    if (format == QStringLiteral("json")) {
        QJsonObject json = sizing::trainingEstimateToJson(catalogue, *spec, in, e);
        if (!spec->availability.contains(in.provider)) {
            json.insert(QStringLiteral("available"), false);
            json.insert(
                QStringLiteral("unavailable_reason"),
                Text::tr("%1 is not offered by %2.")
                    .arg(spec->name, sizing::AcceleratorCatalogue::providerName(in.provider)));
        } else {
            json.insert(QStringLiteral("available"), true);
        }
        console.out(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) +
                    QLatin1Char('\n'));
    } else {
        QString text = textReport(catalogue, *spec, in, e);
        if (!spec->availability.contains(in.provider)) {
            text += Text::tr("Note: %1 is not offered by %2.\n")
                        .arg(spec->name, sizing::AcceleratorCatalogue::providerName(in.provider));
        }
        console.out(text);
    }
    return Success;
}

} // namespace accel::cli
