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
    <message numerus="yes">
        <source>, %Ln given</source>
        <translation>
            <numerusform>, %Ln given</numerusform>
            <numerusform>, %Ln given</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  Batch:           %Ln sequence(s) per replica (set by %1)
</source>
        <translation>
            <numerusform>  Batch:           %Ln sequence per replica (set by %1)
</numerusform>
            <numerusform>  Batch:           %Ln sequences per replica (set by %1)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: skipped because of the %Ln problem(s) above.</source>
        <extracomment>After the problems of a profile were listed, one per line.</extracomment>
        <translation>
            <numerusform>%1: skipped because of the problem above.</numerusform>
            <numerusform>%1: skipped because of the %Ln problems above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 at %2 (%3 input + %4 output tokens each, %5) on %6
</source>
        <extracomment>%2 is a load, &quot;12 requests/s&quot;; %4 the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Serving %1 at %2 (%3 input + %4 output token each, %5) on %6
</numerusform>
            <numerusform>Serving %1 at %2 (%3 input + %4 output tokens each, %5) on %6
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note(s):
</source>
        <extracomment>Heads the list of notes below it: &quot;Note:&quot; for one, &quot;Notes:&quot; for more.</extracomment>
        <translation>
            <numerusform>Note:
</numerusform>
            <numerusform>Notes:
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message numerus="yes">
        <source>Cumulative cost over %Ln month(s)</source>
        <translation>
            <numerusform>Cumulative cost over %Ln month</numerusform>
            <numerusform>Cumulative cost over %Ln months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostSection</name>
    <message numerus="yes">
        <source>The whole bill over %Ln month(s)</source>
        <translation>
            <numerusform>The whole bill over %Ln month</numerusform>
            <numerusform>The whole bill over %Ln months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message numerus="yes">
        <source>%1 stays cheaper than %2 throughout the %Ln month(s)</source>
        <extracomment>The two lines do not cross: %1 is the cheaper option over the whole horizon.</extracomment>
        <translation>
            <numerusform>%1 stays cheaper than %2 for the whole month</numerusform>
            <numerusform>%1 stays cheaper than %2 throughout the %Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole bill over %Ln month(s) (%1)
</source>
        <translation>
            <numerusform>The whole bill over %Ln month (%1)
</numerusform>
            <numerusform>The whole bill over %Ln months (%1)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %Ln chip(s), bought in month 1
</source>
        <translation>
            <numerusform>  %Ln chip, bought in month 1
</numerusform>
            <numerusform>  %Ln chips, bought in month 1
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %Ln chip(s), %1 per chip-hour, %2
</source>
        <extracomment>%2 is the provider and pricing: &quot;Google Cloud, on demand&quot;.</extracomment>
        <translation>
            <numerusform>  %Ln chip, %1 per chip-hour, %2
</numerusform>
            <numerusform>  %Ln chips, %1 per chip-hour, %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note(s):
</source>
        <extracomment>Heads the list of notes below it: &quot;Note:&quot; for one, &quot;Notes:&quot; for more.</extracomment>
        <translation>
            <numerusform>Note:
</numerusform>
            <numerusform>Notes:
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Estimator</name>
    <message numerus="yes">
        <source>%1 has no fast chip-to-chip link; training across %Ln chips is rarely published and this estimate is likely optimistic.</source>
        <translation>
            <numerusform>%1 has no fast chip-to-chip link; training across %Ln chip is rarely published and this estimate is likely optimistic.</numerusform>
            <numerusform>%1 has no fast chip-to-chip link; training across %Ln chips is rarely published and this estimate is likely optimistic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips is more than one pod; the run spans pods over the data-centre network (multislice).</source>
        <translation>
            <numerusform>%Ln chip is more than one pod; the run spans pods over the data-centre network (multislice).</numerusform>
            <numerusform>%Ln chips are more than one pod; the run spans pods over the data-centre network (multislice).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold one replica: it needs %2.</source>
        <extracomment>%1 is a number of chips (&quot;1 chip&quot;, &quot;4 chips&quot;): the verb agrees with it.</extracomment>
        <translation>
            <numerusform>%1 cannot hold one replica: it needs %2.</numerusform>
            <numerusform>%1 cannot hold one replica: it needs %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %1 chips left over: a replica takes %2.</source>
        <translation>
            <numerusform>%Ln of the %1 chips is left over: a replica takes %2.</numerusform>
            <numerusform>%Ln of the %1 chips are left over: a replica takes %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serve %2 at the latency targets, below the %3 asked for.</source>
        <extracomment>%1 is a number of chips (&quot;1 chip&quot;): the verb agrees with it; %2 and %3 are loads (&quot;12 requests/s&quot;).</extracomment>
        <translation>
            <numerusform>%1 serves %2 at the latency targets, below the %3 asked for.</numerusform>
            <numerusform>%1 serve %2 at the latency targets, below the %3 asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weights and one sequence&apos;s KV cache need %1 per replica, more than the %Ln given.</source>
        <translation>
            <numerusform>Weights and one sequence&apos;s KV cache need %1 per replica, more than the %Ln given.</numerusform>
            <numerusform>Weights and one sequence&apos;s KV cache need %1 per replica, more than the %Ln given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>batch capped at %Ln sequence(s) per replica (--max-batch); memory holds %1</source>
        <translation>
            <numerusform>batch capped at %Ln sequence per replica (--max-batch); memory holds %1</numerusform>
            <numerusform>batch capped at %Ln sequences per replica (--max-batch); memory holds %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message numerus="yes">
        <source>…and %Ln more problem(s).</source>
        <translation>
            <numerusform>…and %Ln more problem.</numerusform>
            <numerusform>…and %Ln more problems.</numerusform>
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
    <message numerus="yes">
        <source>%1 byte(s)</source>
        <translation>
            <numerusform>%1 byte</numerusform>
            <numerusform>%1 bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 run(s)</source>
        <extracomment>Training runs, &quot;1 run&quot;, &quot;2 runs&quot;.</extracomment>
        <translation>
            <numerusform>%1 run</numerusform>
            <numerusform>%1 runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 week(s)</source>
        <translation>
            <numerusform>%1 week</numerusform>
            <numerusform>%1 weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 month(s)</source>
        <translation>
            <numerusform>%1 month</numerusform>
            <numerusform>%1 months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 engineer-week(s)</source>
        <translation>
            <numerusform>%1 engineer-week</numerusform>
            <numerusform>%1 engineer-weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s)/s</source>
        <extracomment>A load, &quot;1 request/s&quot;, &quot;12 requests/s&quot;.</extracomment>
        <translation>
            <numerusform>%1 request/s</numerusform>
            <numerusform>%1 requests/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%Ln questions were left open; the engine counts them as neutral.</source>
        <translation>
            <numerusform>%Ln question was left open; the engine counts it as neutral.</numerusform>
            <numerusform>%Ln questions were left open; the engine counts them as neutral.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>what %1 can serve</source>
        <translation>
            <numerusform>what %1 can serve</numerusform>
            <numerusform>what %1 can serve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serving a %1 at %2 (%3 input and %4 output tokens each) in %5 on %6, with the first token within %7 ms and one token every %8 ms; each accelerator gets %9.</source>
        <extracomment>%4 is the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Serving a %1 at %2 (%3 input tokens and %4 output token each) in %5 on %6, with the first token within %7 ms and one token every %8 ms; each accelerator gets %9.</numerusform>
            <numerusform>Serving a %1 at %2 (%3 input and %4 output tokens each) in %5 on %6, with the first token within %7 ms and one token every %8 ms; each accelerator gets %9.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unavailable: %1. %2</source>
        <extracomment>Below the sizing table: the accelerators (%1, a list) and why they are unavailable (%2, a sentence of its own: &quot;Not sold on AWS.&quot;).</extracomment>
        <translation>
            <numerusform>Unavailable: %1. %2</numerusform>
            <numerusform>Unavailable: %1. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SafeFileWrite</name>
    <message numerus="yes">
        <source>only %1 of %2 bytes reached the disk (is it full, or is there a file size limit?)</source>
        <translation>
            <numerusform>only %1 of %2 byte reached the disk (is it full, or is there a file size limit?)</numerusform>
            <numerusform>only %1 of %2 bytes reached the disk (is it full, or is there a file size limit?)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TextSummary</name>
    <message numerus="yes">
        <source>… and %Ln more (see --format json)</source>
        <translation>
            <numerusform>… and %Ln more (see --format json)</numerusform>
            <numerusform>… and %Ln more (see --format json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s) left open. %1</source>
        <translation>
            <numerusform>%Ln question left open. %1</numerusform>
            <numerusform>%Ln questions left open. %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictWording</name>
    <message numerus="yes">
        <source>However the open questions are answered, the verdict stays %1.</source>
        <translation>
            <numerusform>However the open question is answered, the verdict stays %1.</numerusform>
            <numerusform>However the open questions are answered, the verdict stays %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering the open questions could also give %1.</source>
        <translation>
            <numerusform>Answering the open question could also give %1.</numerusform>
            <numerusform>Answering the open questions could also give %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::services::LivePrices</name>
    <message numerus="yes">
        <source>%Ln live prices read from %1 SKUs.</source>
        <translation>
            <numerusform>%Ln live price read from %1 SKUs.</numerusform>
            <numerusform>%Ln live prices read from %1 SKUs.</numerusform>
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
    <message numerus="yes">
        <source>none (plans for %Ln day(s))</source>
        <translation>
            <numerusform>none (plans for %Ln day)</numerusform>
            <numerusform>none (plans for %Ln days)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run must finish within this many days; chips are added until it does. With none, the plan allows %Ln day(s).</source>
        <translation>
            <numerusform>The run must finish within this many days; chips are added until it does. With none, the plan allows %Ln day.</numerusform>
            <numerusform>The run must finish within this many days; chips are added until it does. With none, the plan allows %Ln days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 at %2 (%3 input + %4 output tokens each), first token within %5 ms, then one every %6 ms. %7</source>
        <extracomment>%2 is a load, &quot;12 requests/s&quot;; %4 the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Serving %1 at %2 (%3 input + %4 output token each), first token within %5 ms, then one every %6 ms. %7</numerusform>
            <numerusform>Serving %1 at %2 (%3 input + %4 output tokens each), first token within %5 ms, then one every %6 ms. %7</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingTable</name>
    <message numerus="yes">
        <source>Output tokens per second in all and for each user, and the time to the first token; %Ln sequences per replica</source>
        <translation>
            <numerusform>Output tokens per second in all and for each user, and the time to the first token; %Ln sequence per replica</numerusform>
            <numerusform>Output tokens per second in all and for each user, and the time to the first token; %Ln sequences per replica</numerusform>
        </translation>
    </message>
</context>
</TS>
