<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CatalogueText</name>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln factor(s)</source>
        <translation>
            <numerusform>%Ln factor</numerusform>
            <numerusform>%Ln factors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Ln question</numerusform>
            <numerusform>%Ln questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s) old</source>
        <translation>
            <numerusform>%Ln day old</numerusform>
            <numerusform>%Ln days old</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln replica</numerusform>
            <numerusform>%Ln replicas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Estimator</name>
    <message numerus="yes">
        <source>%1 has no fast chip-to-chip link; training across %n chips is rarely published and this estimate is likely optimistic.</source>
        <translation>
            <numerusform>%1 has no fast chip-to-chip link; training across %n chip is rarely published and this estimate is likely optimistic.</numerusform>
            <numerusform>%1 has no fast chip-to-chip link; training across %n chips is rarely published and this estimate is likely optimistic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips is more than one pod; the run spans pods over the data-centre network (multislice).</source>
        <translation>
            <numerusform>%n chip is more than one pod; the run spans pods over the data-centre network (multislice).</numerusform>
            <numerusform>%n chips are more than one pod; the run spans pods over the data-centre network (multislice).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serve %2 requests/s at the latency targets, below the %3 asked for.</source>
        <translation>
            <numerusform>%1 serves %2 requests/s at the latency targets, below the %3 asked for.</numerusform>
            <numerusform>%1 serve %2 requests/s at the latency targets, below the %3 asked for.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hour(s)</source>
        <translation>
            <numerusform>%1 hour</numerusform>
            <numerusform>%1 hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 day(s)</source>
        <translation>
            <numerusform>%1 day</numerusform>
            <numerusform>%1 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 year(s)</source>
        <translation>
            <numerusform>%1 year</numerusform>
            <numerusform>%1 years</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n questions were left open; the engine counts them as neutral.</source>
        <translation>
            <numerusform>%n question was left open; the engine counts it as neutral.</numerusform>
            <numerusform>%n questions were left open; the engine counts them as neutral.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::services::LivePrices</name>
    <message numerus="yes">
        <source>%n live prices read from %1 SKUs.</source>
        <translation>
            <numerusform>%n live price read from %1 SKUs.</numerusform>
            <numerusform>%n live prices read from %1 SKUs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingPanel</name>
    <message numerus="yes">
        <source>Each accelerator shows what %Ln chip(s) can serve.</source>
        <translation>
            <numerusform>Each accelerator shows what %Ln chip can serve.</numerusform>
            <numerusform>Each accelerator shows what %Ln chips can serve.</numerusform>
        </translation>
    </message>
</context>
</TS>
