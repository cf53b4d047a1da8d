#include "model/sizing/SizingVocabulary.h"

#include <algorithm>

namespace accel::sizing {

namespace {

template <typename Terms> QStringList idsOf(const Terms& terms) {
    QStringList ids;
    for (const auto& t : terms) {
        ids << QString::fromLatin1(t.id);
    }
    return ids;
}

template <typename Terms> auto findIn(const Terms& terms, QStringView id) -> decltype(&terms[0]) {
    const auto* it = std::find_if(terms.begin(), terms.end(),
                                  [id](const auto& t) { return id == QLatin1String(t.id); });
    return it == terms.end() ? nullptr : &*it;
}

template <typename Terms> QString nameIn(const Terms& terms, const QString& id) {
    const auto* t = findIn(terms, id);
    return t ? SizingVocabularyText::tr(t->name) : id;
}

} // namespace

QStringList providerIds() {
    return idsOf(vocabulary::providers);
}

QStringList pricingModeIds() {
    return idsOf(vocabulary::pricingModes);
}

QStringList precisionIds() {
    return idsOf(vocabulary::precisions);
}

QStringList workloadKindIds() {
    return idsOf(vocabulary::workloadKinds);
}

QStringList methodIds() {
    return idsOf(vocabulary::methods);
}

const ProviderTerm* findProvider(QStringView id) {
    return findIn(vocabulary::providers, id);
}

const PricingModeTerm* findPricingMode(QStringView id) {
    return findIn(vocabulary::pricingModes, id);
}

QString providerName(const QString& id) {
    return nameIn(vocabulary::providers, id);
}

QString pricingModeName(const QString& id) {
    return nameIn(vocabulary::pricingModes, id);
}

QString pricingModeInSentence(const QString& id) {
    const auto* t = findIn(vocabulary::pricingModes, id);
    return t ? SizingVocabularyText::tr(t->phrase) : id;
}

QString precisionName(const QString& id) {
    return nameIn(vocabulary::precisions, id);
}

QString workloadKindName(const QString& id) {
    return nameIn(vocabulary::workloadKinds, id);
}

QString methodName(const QString& id) {
    return nameIn(vocabulary::methods, id);
}

QString pricingModeForUsageType(const QString& usageType) {
    for (const PricingModeTerm& m : vocabulary::pricingModes) {
        if (m.billingUsageType && usageType == QLatin1String(m.billingUsageType)) {
            return QString::fromLatin1(m.id);
        }
    }
    return {};
}

QString choicesHelp(const QStringList& ids, const QString& defaultId) {
    QStringList shown;
    for (const QString& id : ids) {
        shown << (id == defaultId ? SizingVocabularyText::tr("%1 (default)").arg(id) : id);
    }
    if (shown.size() < 2) {
        return shown.join(QString());
    }
    const QString last = shown.takeLast();
    return SizingVocabularyText::tr("%1 or %2").arg(shown.join(QStringLiteral(", ")), last);
}

} // namespace accel::sizing
