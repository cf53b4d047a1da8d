<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AcceleratorData</name>
    <message>
        <source>bundled catalogue</source>
        <translation>mitgelieferter Katalog</translation>
    </message>
    <message>
        <source>your override file</source>
        <translation>Ihre Override-Datei</translation>
    </message>
    <message>
        <source>Cloud Billing Catalog API</source>
        <translation>Cloud Billing Catalog API</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>von Ihnen eingegeben</translation>
    </message>
    <message>
        <source>expected an https:// address.</source>
        <translation>erwartet: eine https://-Adresse.</translation>
    </message>
    <message>
        <source>expected low &lt;= value &lt;= high.</source>
        <translation>erwartet: low &lt;= value &lt;= high.</translation>
    </message>
    <message>
        <source>expected a non-empty array of {chips, mfu} points.</source>
        <translation>erwartet: ein nicht leeres Array von {chips, mfu}-Punkten.</translation>
    </message>
    <message>
        <source>chips must increase from one point to the next.</source>
        <translation>chips muss von Punkt zu Punkt zunehmen.</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; appears twice.</source>
        <translation>ID „%1“ kommt doppelt vor.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; write YYYY, YYYY-MM, YYYY-MM-DD or &quot;unknown&quot;.</source>
        <translation>„%1“ ist kein Datum; schreiben Sie YYYY, YYYY-MM, YYYY-MM-DD oder „unknown“.</translation>
    </message>
    <message>
        <source>refers to source &apos;%1&apos;, which is not in &quot;sources&quot;.</source>
        <translation>verweist auf die Quelle „%1“, die nicht in „sources“ steht.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs at least name, platform, vendor, peakTflops.bf16, memoryGB, bandwidthGBs, availability, frameworks and sources.</source>
        <translation>„%1“ benötigt mindestens name, platform, vendor, peakTflops.bf16, memoryGB, bandwidthGBs, availability, frameworks und sources.</translation>
    </message>
    <message>
        <source>Not sold on %1.</source>
        <translation>Bei %1 nicht erhältlich.</translation>
    </message>
    <message>
        <source>No catalogue price for %1; enter what you pay.</source>
        <translation>Kein Katalogpreis für %1; geben Sie ein, was Sie bezahlen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; write YYYY-MM-DD.</source>
        <translation>„%1“ ist kein Datum; schreiben Sie YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>missing; accelerator data starts with &quot;format&quot;: &quot;%1&quot;.</source>
        <translation>fehlt; Beschleunigerdaten beginnen mit &quot;format&quot;: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>is %1, expected &quot;%2&quot;: this is not accelerator data.</source>
        <translation>ist %1, erwartet: &quot;%2&quot;; dies sind keine Beschleunigerdaten.</translation>
    </message>
    <message>
        <source>is %1; this program reads version %2 only.</source>
        <translation>ist %1; dieses Programm liest nur Version %2.</translation>
    </message>
    <message>
        <source>No published price found for %1 on %2 %3 (checked %4): Google sells Cloud TPU commitments through its sales team. Enter what you are offered.</source>
        <extracomment>%3 is a pricing mode inside a sentence: &quot;with a 1-year commitment&quot;.</extracomment>
        <translation>Kein veröffentlichter Preis für %1 bei %2 %3 gefunden (geprüft am %4): Google verkauft Committed-Use-Verträge für Cloud TPU über seinen Vertrieb. Geben Sie den angebotenen Preis ein.</translation>
    </message>
    <message>
        <source>No published price found for %1 on %2, %3 (checked %4); enter your own.</source>
        <extracomment>%3 is a pricing mode inside a sentence: &quot;on demand&quot;, &quot;with a 1-year commitment&quot;.</extracomment>
        <translation>Kein veröffentlichter Preis für %1 bei %2, %3, gefunden (geprüft am %4); geben Sie einen eigenen ein.</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>cannot create the lock file %1: permission denied. Check that the folder %2 is writable.</source>
        <translation>die Sperrdatei %1 kann nicht angelegt werden: Zugriff verweigert. Prüfen Sie, ob der Ordner %2 beschreibbar ist.</translation>
    </message>
    <message>
        <source>the lock file %1 is held by another process.</source>
        <translation>die Sperrdatei %1 wird von einem anderen Prozess gehalten.</translation>
    </message>
    <message>
        <source>cannot create the lock file %1. Check that the folder %2 exists and is writable.</source>
        <translation>die Sperrdatei %1 kann nicht angelegt werden. Prüfen Sie, ob der Ordner %2 existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>cannot create the folder %1.</source>
        <translation>der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>BillingCatalogPage</name>
    <message>
        <source>The price service sent an answer that is not valid JSON.</source>
        <translation>Der Preisdienst hat eine Antwort gesendet, die kein gültiges JSON ist.</translation>
    </message>
    <message>
        <source>The price service&apos;s answer has no list of SKUs.</source>
        <translation>Die Antwort des Preisdienstes enthält keine SKU-Liste.</translation>
    </message>
</context>
<context>
    <name>CatalogueText</name>
    <message>
        <source>Not sure yet</source>
        <extracomment>An open question&apos;s answer, in the wizard, the reports and the command line.</extracomment>
        <translation>Noch unklar</translation>
    </message>
    <message>
        <source>not asked</source>
        <extracomment>A question that this profile&apos;s answers never asked (it depends on another answer).</extracomment>
        <translation>nicht gefragt</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln factor(s)</source>
        <translation>
            <numerusform>%Ln Faktor</numerusform>
            <numerusform>%Ln Faktoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Ln Frage</numerusform>
            <numerusform>%Ln Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s) old</source>
        <translation>
            <numerusform>%Ln Tag alt</numerusform>
            <numerusform>%Ln Tage alt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Print the recommendation for each profile: verdict, confidence, factors, blockers, what would change it.</source>
        <translation>Für jedes Profil die Empfehlung ausgeben, mit Konfidenz, Faktoren, Ausschlusskriterien und dem, was die Empfehlung ändern würde.</translation>
    </message>
    <message>
        <source>Check profiles and list every problem with its JSON path.</source>
        <translation>Profile prüfen und jedes Problem mit seinem JSON-Pfad auflisten.</translation>
    </message>
    <message>
        <source>Workload sizing for one configuration: memory fit, time and cost, with every assumption.</source>
        <translation>Workload für eine Konfiguration dimensionieren: Speicherbedarf, Zeit und Kosten, mit allen Annahmen.</translation>
    </message>
    <message>
        <source>Write the report for a profile as PDF, HTML or Markdown.</source>
        <translation>Den Bericht zu einem Profil als PDF, HTML oder Markdown schreiben.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Die Version anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Accelerator Advisor: does an ML workload belong on GPUs, TPUs or both?

Usage:
  accel-advisor [PROFILE]           open the wizard (on PROFILE)
  accel-advisor &lt;command&gt; [options]

Commands (they need no display):
</source>
        <translation>Accelerator Advisor: Gehört ein ML-Workload auf GPUs, TPUs oder beide?

Aufruf:
  accel-advisor [PROFILE]           den Assistenten öffnen (mit PROFILE)
  accel-advisor &lt;Befehl&gt; [Optionen]

Befehle (ohne grafische Oberfläche nutzbar):
</translation>
    </message>
    <message>
        <source>The command to run.</source>
        <translation>Der auszuführende Befehl.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Commands: %2. See accel-advisor --help.</source>
        <translation>unbekannter Befehl „%1“. Befehle: %2. Siehe accel-advisor --help.</translation>
    </message>
    <message>
        <source>See accel-advisor %1 --help.</source>
        <translation>Siehe accel-advisor %1 --help.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>  Chip-hours:      %1
</source>
        <translation>  Chip-Stunden:    %1
</translation>
    </message>
    <message>
        <source> [yours]</source>
        <translation> [Ihr Wert]</translation>
    </message>
    <message>
        <source>; source: %1</source>
        <translation>; Quelle: %1</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Accelerator id: %1.</source>
        <translation>Beschleuniger-ID: %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Your own price in USD per chip-hour (default: the catalogue).</source>
        <translation>Eigener Preis in USD pro Chip-Stunde (Standard: der Katalog).</translation>
    </message>
    <message>
        <source>usd</source>
        <translation>usd</translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation>Ausgabeformat: text (Standard) oder json.</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json.</source>
        <translation>unbekannter Wert „%1“ für --format; verwenden Sie text oder json.</translation>
    </message>
    <message>
        <source>estimate takes no file arguments; see accel-advisor estimate --help.</source>
        <translation>estimate akzeptiert keine Dateiargumente; siehe accel-advisor estimate --help.</translation>
    </message>
    <message>
        <source>estimate needs --%1; for example: accel-advisor estimate --params 7e9 --tokens 1.4e11 --accelerator h100-sxm --count 8</source>
        <translation>estimate benötigt --%1; zum Beispiel: accel-advisor estimate --params 7e9 --tokens 1.4e11 --accelerator h100-sxm --count 8</translation>
    </message>
    <message>
        <source>accel-advisor: fix or remove the override file; nothing was estimated.
</source>
        <translation>accel-advisor: Korrigieren oder entfernen Sie die Override-Datei; es wurde nichts geschätzt.
</translation>
    </message>
    <message>
        <source>Output format: text (default) or json (JSON Lines with several profiles).</source>
        <translation>Ausgabeformat: text (Standard) oder json (JSON Lines bei mehreren Profilen).</translation>
    </message>
    <message>
        <source>Profiles to evaluate.</source>
        <translation>Die auszuwertenden Profile.</translation>
    </message>
    <message>
        <source>evaluate needs at least one profile, for example: accel-advisor evaluate project.accel.json</source>
        <translation>evaluate benötigt mindestens ein Profil, zum Beispiel: accel-advisor evaluate project.accel.json</translation>
    </message>
    <message>
        <source>Where to write the report; an existing file is replaced only when the new report is complete.</source>
        <translation>Wohin der Bericht geschrieben wird; eine vorhandene Datei wird erst ersetzt, wenn der neue Bericht vollständig ist.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>pdf, html or md; by default taken from the output file&apos;s suffix.</source>
        <translation>pdf, html oder md; standardmäßig aus der Endung der Ausgabedatei abgeleitet.</translation>
    </message>
    <message>
        <source>The profile to report on.</source>
        <translation>Das Profil, über das berichtet wird.</translation>
    </message>
    <message>
        <source>report needs one profile and an output file, for example: accel-advisor report project.accel.json -o report.pdf</source>
        <translation>report benötigt ein Profil und eine Ausgabedatei, zum Beispiel: accel-advisor report project.accel.json -o report.pdf</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use pdf, html or md.</source>
        <translation>unbekannter Wert „%1“ für --format; verwenden Sie pdf, html oder md.</translation>
    </message>
    <message>
        <source>cannot tell the format from &apos;%1&apos;; name it .pdf, .html or .md, or give --format.</source>
        <translation>das Format lässt sich aus „%1“ nicht ableiten; verwenden Sie die Endung .pdf, .html oder .md, oder geben Sie --format an.</translation>
    </message>
    <message>
        <source>Profiles to check.</source>
        <translation>Die zu prüfenden Profile.</translation>
    </message>
    <message>
        <source>validate needs at least one profile, for example: accel-advisor validate project.accel.json</source>
        <translation>validate benötigt mindestens ein Profil, zum Beispiel: accel-advisor validate project.accel.json</translation>
    </message>
    <message>
        <source>%1: valid</source>
        <translation>%1: gültig</translation>
    </message>
    <message>
        <source>accel-advisor: unknown language “%1” for --lang; choose one of: %2.
</source>
        <translation>accel-advisor: unbekannte Sprache „%1“ für --lang; zulässig sind: %2.
</translation>
    </message>
    <message>
        <source>
Options:
  -h, --help       show help (also: accel-advisor &lt;command&gt; --help)
  -v, --version    show the version
  --lang CODE      the language of messages and reports: en, fr or de
                   (default: the system&apos;s language)

Exit codes: 0 success, 1 internal error, 2 invalid input or usage, 3 a file cannot be read or written.
</source>
        <translation>
Optionen:
  -h, --help       Hilfe anzeigen (auch: accel-advisor &lt;Befehl&gt; --help)
  -v, --version    Version anzeigen
  --lang CODE      Sprache der Meldungen und Berichte: en, fr oder de
                   (Standard: die Sprache des Systems)

Exit-Codes: 0 Erfolg, 1 interner Fehler, 2 ungültige Eingabe oder falscher Aufruf, 3 eine Datei kann nicht gelesen oder geschrieben werden.
</translation>
    </message>
    <message>
        <source>accel-advisor: --lang needs a language code: %1.
</source>
        <translation>accel-advisor: --lang benötigt einen Sprachcode: %1.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not a number; write e.g. 7e9, 70B or 1.4T.</source>
        <translation>--%1: „%2“ ist keine Zahl; schreiben Sie z. B. 7e9, 70B oder 1.4T.</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is refused: %3</source>
        <translation>--%1: „%2“ wird abgelehnt: %3</translation>
    </message>
    <message>
        <source>unknown --model &apos;%1&apos;. Known models: %2.</source>
        <translation>unbekannter Wert „%1“ für --model. Bekannte Modelle: %2.</translation>
    </message>
    <message>
        <source>give --layers, --hidden and --kv-heads together (or --model).</source>
        <translation>geben Sie --layers, --hidden und --kv-heads zusammen an (oder --model).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Parameters used per token (mixture of experts); default: all.</source>
        <translation>Pro Token genutzte Parameter (Mixture of Experts); Standard: alle.</translation>
    </message>
    <message>
        <source>Training tokens, e.g. 1.4e12 or 2T (pre-training default: 20 per parameter; fine-tunes must give it).</source>
        <translation>Trainings-Tokens, z. B. 1.4e12 oder 2T (Standard beim Vortraining: 20 pro Parameter; beim Fine-Tuning Pflichtangabe).</translation>
    </message>
    <message>
        <source>Chips, 1 to 1,000,000. Training: required. Inference: what this many chips can serve (default: the chips the load needs).</source>
        <translation>Chips, 1 bis 1.000.000. Training: Pflichtangabe. Inferenz: was so viele Chips bedienen können (Standard: die Chips, die die Last braucht).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Inference: requests per second at peak.</source>
        <translation>Inferenz: Anfragen pro Sekunde in der Spitze.</translation>
    </message>
    <message>
        <source>Your model&apos;s layers (with --hidden, --kv-heads).</source>
        <translation>Anzahl der Schichten Ihres Modells (mit --hidden, --kv-heads).</translation>
    </message>
    <message>
        <source>Your model&apos;s hidden size.</source>
        <translation>Hidden Size Ihres Modells.</translation>
    </message>
    <message>
        <source>Your model&apos;s KV heads (head size 128).</source>
        <translation>Anzahl der KV-Heads Ihres Modells (Head-Größe 128).</translation>
    </message>
    <message>
        <source>Training: your own MFU, 0 to 1 (default: the calibrated curve).</source>
        <translation>Training: eigene MFU, 0 bis 1 (Standard: die kalibrierte Kurve).</translation>
    </message>
    <message>
        <source>estimate --workload inference needs --%1; for example: accel-advisor estimate --workload inference --params 70B --accelerator h100-sxm --requests-per-second 10 --input-tokens 1000 --output-tokens 250</source>
        <translation>estimate --workload inference benötigt --%1; zum Beispiel: accel-advisor estimate --workload inference --params 70B --accelerator h100-sxm --requests-per-second 10 --input-tokens 1000 --output-tokens 250</translation>
    </message>
    <message>
        <source>--active-params (%1) cannot exceed --params (%2).</source>
        <translation>--active-params (%1) darf --params (%2) nicht übersteigen.</translation>
    </message>
    <message>
        <source>%1 is not sold on %2.</source>
        <translation>%1 ist bei %2 nicht erhältlich.</translation>
    </message>
    <message>
        <source>Note: %1 is not sold on %2.
</source>
        <translation>Hinweis: %1 ist bei %2 nicht erhältlich.
</translation>
    </message>
    <message>
        <source>--%1 is for serving; add --workload inference.</source>
        <translation>--%1 gilt für Serving; ergänzen Sie --workload inference.</translation>
    </message>
    <message>
        <source>--method %1 needs --tokens: a fine-tune has no compute-optimal default.</source>
        <translation>--method %1 benötigt --tokens: Für ein Fine-Tuning gibt es keinen rechenoptimalen Standardwert.</translation>
    </message>
    <message>
        <source>--%1 is for training; --workload inference does not use it.</source>
        <translation>--%1 gilt für Training; --workload inference verwendet es nicht.</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1&#xa0;MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1&#xa0;GB</translation>
    </message>
    <message>
        <source>, host (vCPU, RAM) included</source>
        <translation>, Host (vCPU, RAM) inbegriffen</translation>
    </message>
    <message>
        <source>, accelerator only: the host (vCPU, RAM) is billed on top</source>
        <translation>, nur Beschleuniger: Der Host (vCPU, RAM) wird zusätzlich berechnet</translation>
    </message>
    <message>
        <source>Assumptions (change MFU and price with --mfu and --price, the others in the catalogue override file):
</source>
        <translation>Annahmen (MFU und Preis mit --mfu und --price ändern, die übrigen in der Katalog-Override-Datei):
</translation>
    </message>
    <message>
        <source>a mixture of experts of %1 parameters (%2 active)</source>
        <translation>ein Mixture-of-Experts-Modell mit %1 Parametern (%2 aktiv)</translation>
    </message>
    <message>
        <source>a model of %1 parameters</source>
        <translation>ein Modell mit %1 Parametern</translation>
    </message>
    <message>
        <source>%1 of %2 on %3 tokens, %4 tokens per sequence (%5), with %6 × %7
</source>
        <translation>%1: %2, %3 Tokens, %4 Tokens pro Sequenz (%5), auf %6 × %7
</translation>
    </message>
    <message>
        <source>  Fits in memory:  %1 (%2 of state + %3 of activations per chip, %4 usable; %5-way tensor parallel; %6)
</source>
        <translation>  Speicher reicht: %1 (%2 Zustand + %3 Aktivierungen pro Chip, %4 nutzbar; %5-fache Tensor-Parallelität; %6)
</translation>
    </message>
    <message>
        <source>fewest chips that fit: %1</source>
        <translation>kleinste passende Chipanzahl: %1</translation>
    </message>
    <message>
        <source>no chip count fits</source>
        <translation>keine Chipanzahl passt</translation>
    </message>
    <message>
        <source>  Cost:            unknown: %1
</source>
        <translation>  Kosten:          unbekannt: %1
</translation>
    </message>
    <message>
        <source>, the fewest that carry the load</source>
        <translation>, so wenige, wie die Last erfordert</translation>
    </message>
    <message>
        <source>  Fits in memory:  %1 (%2 of weights + %3 of KV cache per replica, %4 usable per chip)
</source>
        <translation>  Speicher reicht: %1 (%2 Gewichte + %3 KV-Cache pro Replikat, %4 nutzbar pro Chip)
</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>den Speicher</translation>
    </message>
    <message>
        <source>the latency targets</source>
        <translation>die Latenzziele</translation>
    </message>
    <message>
        <source>--max-batch</source>
        <translation>--max-batch</translation>
    </message>
    <message>
        <source>the load: replicas are not full</source>
        <translation>die Last: Die Replikate sind nicht ausgelastet</translation>
    </message>
    <message>
        <source>  Latency:         first token %1 ms (target %2 ms), then %3 ms per token = %4 tokens/s per user (target %5 ms)%6
</source>
        <translation>  Latenz:          erstes Token nach %1&#xa0;ms (Ziel %2&#xa0;ms), dann %3&#xa0;ms pro Token = %4 Tokens/s pro Nutzer (Ziel %5&#xa0;ms)%6
</translation>
    </message>
    <message>
        <source>: MISSED</source>
        <translation>: VERFEHLT</translation>
    </message>
    <message>
        <source>: BELOW THE LOAD</source>
        <translation>: LAST NICHT BEWÄLTIGT</translation>
    </message>
    <message>
        <source>  Cost:            %1 per hour; %2 per million output tokens</source>
        <translation>  Kosten:          %1 pro Stunde; %2 pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>nothing to price</source>
        <translation>nichts zu bepreisen</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1: Hinweis: %2</translation>
    </message>
    <message>
        <source> (architecture: %1)</source>
        <translation> (Architektur: %1)</translation>
    </message>
    <message>
        <source>Kind of work: %1.</source>
        <translation>Art der Arbeit: %1.</translation>
    </message>
    <message>
        <source>Training method: %1.</source>
        <translation>Trainingsmethode: %1.</translation>
    </message>
    <message>
        <source>Training sequence length in tokens (default %1).</source>
        <translation>Sequenzlänge im Training in Tokens (Standard %1).</translation>
    </message>
    <message>
        <source>Number format: %1.</source>
        <translation>Zahlenformat: %1.</translation>
    </message>
    <message>
        <source>Inference: prompt tokens per request (default %1).</source>
        <translation>Inferenz: Eingabe-Tokens pro Anfrage (Standard %1).</translation>
    </message>
    <message>
        <source>Inference: answer tokens per request (default %1).</source>
        <translation>Inferenz: Antwort-Tokens pro Anfrage (Standard %1).</translation>
    </message>
    <message>
        <source>Inference: time-to-first-token target in ms (default %1).</source>
        <translation>Inferenz: Zielzeit bis zum ersten Token in ms (Standard %1).</translation>
    </message>
    <message>
        <source>Inference: time-per-output-token target in ms (default %1).</source>
        <translation>Inferenz: Zielzeit pro Ausgabe-Token in ms (Standard %1).</translation>
    </message>
    <message>
        <source>Inference: most sequences per replica (default %1).</source>
        <translation>Inferenz: maximale Anzahl Sequenzen pro Replikat (Standard %1).</translation>
    </message>
    <message>
        <source>Where the chips are: %1.</source>
        <translation>Wo die Chips stehen: %1.</translation>
    </message>
    <message>
        <source>How they are paid for: %1.</source>
        <translation>Wie sie bezahlt werden: %1.</translation>
    </message>
    <message>
        <source>  Chips:           %1 (%2 × %3 per replica)%4
</source>
        <translation>  Chips:           %1 (%2 × %3 pro Replikat)%4
</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> Did you mean &apos;%1&apos;?</source>
        <translation> Meinten Sie „%1“?</translation>
    </message>
    <message>
        <source>unknown --%1 &apos;%2&apos;.%3 Use one of: %4.</source>
        <translation>unbekannter Wert „%2“ für --%1.%3 Erlaubt sind: %4.</translation>
    </message>
    <message>
        <source>The whole bill over N months: rented GPUs, rented TPUs, owned GPUs, porting as money, break-even.</source>
        <translation>Die gesamte Rechnung über N Monate: gemietete GPUs, gemietete TPUs, eigene GPUs, Portierung in Geld, Break-even.</translation>
    </message>
    <message>
        <source>Planning horizon in months, 1 to 120 (default: the profile&apos;s cost.months, else 24).</source>
        <translation>Planungshorizont in Monaten, 1 bis 120 (Standard: cost.months des Profils, sonst 24).</translation>
    </message>
    <message>
        <source>The profile whose workload is priced.</source>
        <translation>Das Profil, dessen Workload bepreist wird.</translation>
    </message>
    <message>
        <source>cost needs one profile, for example: accel-advisor cost project.accel.json --months 24</source>
        <translation>cost benötigt ein Profil, zum Beispiel: accel-advisor cost project.accel.json --months 24</translation>
    </message>
    <message>
        <source>%1: $.workload: missing; the bill prices the profile&apos;s workload. Add one (for example &quot;workload&quot;: {&quot;params&quot;: 7e9}) or size it in the window&apos;s “Workload sizing” step.</source>
        <translation>%1: $.workload: fehlt; die Rechnung bepreist den Workload des Profils. Fügen Sie einen hinzu (zum Beispiel &quot;workload&quot;: {&quot;params&quot;: 7e9}) oder dimensionieren Sie ihn im Fenster im Schritt „Workload-Dimensionierung“.</translation>
    </message>
    <message>
        <source>  Steady state:    %1 of compute alone, before restarts, checkpoints and evaluation (goodput)
</source>
        <translation>  Dauerbetrieb:    %1 reine Rechenzeit, ohne Neustarts, Checkpoints und Evaluierung (Goodput)
</translation>
    </message>
    <message>
        <source>  Time:            %1, end to end
</source>
        <translation>  Dauer:           %1, von Anfang bis Ende
</translation>
    </message>
    <message>
        <source>  Cost:            %1
</source>
        <translation>  Kosten:          %1
</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln Replikat</numerusform>
            <numerusform>%Ln Replikate</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: accel-advisor %1 [options] %2</source>
        <translation>Aufruf: accel-advisor %1 [Optionen] %2</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts (with --experts-per-token).</source>
        <translation>Mixture of Experts: Anzahl der gerouteten Experten (mit --experts-per-token).</translation>
    </message>
    <message>
        <source>Mixture of experts: experts each token is sent to.</source>
        <translation>Mixture of Experts: Anzahl der Experten, an die jedes Token geleitet wird.</translation>
    </message>
    <message>
        <source>Training: bytes of weights, gradients and optimiser state per parameter (default 16 on GPUs, 12 on TPUs; LoRA 2.2).</source>
        <translation>Training: Byte für Gewichte, Gradienten und Optimizer-Zustand pro Parameter (Standard 16 auf GPUs, 12 auf TPUs; LoRA 2.2).</translation>
    </message>
    <message>
        <source>Training: share of the run&apos;s hours spent training, 0 to 1 (default 0.9).</source>
        <translation>Training: Anteil der Laufstunden, der auf das Training entfällt, 0 bis 1 (Standard 0.9).</translation>
    </message>
    <message>
        <source>Inference: chips per replica (tensor or expert parallel; default: the cheapest that fits).</source>
        <translation>Inferenz: Chips pro Replikat (Tensor- oder Experten-Parallelität; Standard: die günstigste Größe, die passt).</translation>
    </message>
    <message>
        <source>Inference: KV-cache number format: %1 (default: as the weights, at least fp8).</source>
        <translation>Inferenz: Zahlenformat des KV-Caches: %1 (Standard: wie die Gewichte, mindestens fp8).</translation>
    </message>
    <message>
        <source>Inference: share of a replica&apos;s capacity planned for, 0 to 1 (default 0.9).</source>
        <translation>Inferenz: eingeplanter Anteil der Kapazität eines Replikats, 0 bis 1 (Standard 0.9).</translation>
    </message>
    <message>
        <source>--precision fp4: %1 has no FP4 tensor cores; use fp8 or bf16, or an accelerator with FP4 (%2).</source>
        <translation>--precision fp4: %1 hat keine FP4-Tensor-Kerne; verwenden Sie fp8 oder bf16 oder einen Beschleuniger mit FP4 (%2).</translation>
    </message>
    <message>
        <source>give --experts and --experts-per-token together, with no more experts per token than experts.</source>
        <translation>geben Sie --experts und --experts-per-token zusammen an, mit nicht mehr Experten pro Token als Experten insgesamt.</translation>
    </message>
    <message>
        <source>Nearest published runs (chip-hours for the same work):
</source>
        <translation>Ähnlichste veröffentlichte Läufe (Chip-Stunden für dieselbe Arbeit):
</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>  %1, %2: published %3, this model %4. %5
</source>
        <translation>  %1, %2: veröffentlicht %3, geschätzt %4. %5
</translation>
    </message>
    <message>
        <source>  Time:            none: this set-up does not fit in memory
</source>
        <translation>  Dauer:           keine: Diese Konfiguration passt nicht in den Speicher
</translation>
    </message>
    <message>
        <source>  Price:           %1 per chip-hour, %2, %3%4, dated %5%6, from %7
</source>
        <extracomment>%2 the provider, %3 the pricing mode inside a sentence (&quot;on demand&quot;).</extracomment>
        <translation>  Preis:           %1 pro Chip-Stunde, %2, %3%4, Stand %5%6, Herkunft: %7
</translation>
    </message>
    <message>
        <source>  - %1: %2%3%4
</source>
        <extracomment>One assumption: label, value, &quot; [yours]&quot; when the user set it, &quot;; source: ...&quot;.</extracomment>
        <translation>  - %1: %2%3%4
</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 at %2 (%3 input + %4 output tokens each, %5) on %6
</source>
        <extracomment>%2 is a load, &quot;12 requests/s&quot;; %4 the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Serving: %1, %2 (je %3 Eingabe- + %4 Ausgabe-Token, %5) auf %6
</numerusform>
            <numerusform>Serving: %1, %2 (je %3 Eingabe- + %4 Ausgabe-Tokens, %5) auf %6
</numerusform>
        </translation>
    </message>
    <message>
        <source>  Throughput:      %1 output tokens/s (%2; capacity %3)%4
</source>
        <extracomment>%2 and %3 are loads, &quot;12 requests/s&quot;.</extracomment>
        <translation>  Durchsatz:       %1 Ausgabe-Tokens/s (%2; Kapazität %3)%4
</translation>
    </message>
    <message numerus="yes">
        <source>, %Ln given</source>
        <translation>
            <numerusform>, %Ln vorgegeben</numerusform>
            <numerusform>, %Ln vorgegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  Batch:           %Ln sequence(s) per replica (set by %1)
</source>
        <translation>
            <numerusform>  Batch:           %Ln Sequenz pro Replikat (begrenzt durch %1)
</numerusform>
            <numerusform>  Batch:           %Ln Sequenzen pro Replikat (begrenzt durch %1)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: skipped because of the %Ln problem(s) above.</source>
        <extracomment>After the problems of a profile were listed, one per line.</extracomment>
        <translation>
            <numerusform>%1: übersprungen wegen des obigen Problems.</numerusform>
            <numerusform>%1: übersprungen wegen der %Ln obigen Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>--months &apos;%1&apos; is refused: the planning horizon is a whole number of months from 1 to 120.</source>
        <translation>--months: „%1“ wird abgelehnt: Der Planungshorizont ist eine ganze Zahl von Monaten zwischen 1 und 120.</translation>
    </message>
    <message>
        <source>Model parameters (total), e.g. 7e9 or 70B; 1M to 100T, whole; default: the size of --model.</source>
        <translation>Parameter des Modells (gesamt), z. B. 7e9 oder 70B; 1M bis 100T, ganzzahlig; Standard: die Größe von --model.</translation>
    </message>
    <message>
        <source>A known architecture for the KV cache and activations, and the model size when --params is left out: %1.</source>
        <translation>Eine bekannte Architektur für KV-Cache und Aktivierungen, und die Modellgröße, wenn --params fehlt: %1.</translation>
    </message>
    <message>
        <source>Assumptions (change the price with --price, the others in the catalogue override file):
</source>
        <translation>Annahmen (Preis mit --price ändern, die übrigen in der Katalog-Override-Datei):
</translation>
    </message>
    <message numerus="yes">
        <source>Note(s):
</source>
        <extracomment>Heads the list of notes below it: &quot;Note:&quot; for one, &quot;Notes:&quot; for more.</extracomment>
        <translation>
            <numerusform>Hinweis:
</numerusform>
            <numerusform>Hinweise:
</numerusform>
        </translation>
    </message>
    <message>
        <source>  - %1
</source>
        <extracomment>One note, an item of the list under &quot;Notes:&quot;.</extracomment>
        <translation>  - %1
</translation>
    </message>
</context>
<context>
    <name>CompareSession</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Untitled profile (open now)</source>
        <extracomment>A compared profile that has neither a name nor a file yet.</extracomment>
        <translation>Unbenanntes Profil (derzeit geöffnet)</translation>
    </message>
    <message>
        <source>Untitled profile</source>
        <translation>Unbenanntes Profil</translation>
    </message>
    <message>
        <source>%1 (open now)</source>
        <extracomment>A compared profile&apos;s title: its name or its file&apos;s name, open in the window.</extracomment>
        <translation>%1 (derzeit geöffnet)</translation>
    </message>
    <message>
        <source>%1 (%2, open now)</source>
        <extracomment>A compared profile&apos;s title: the profile&apos;s name and its file&apos;s name.</extracomment>
        <translation>%1 (%2, derzeit geöffnet)</translation>
    </message>
</context>
<context>
    <name>ConfidenceBand</name>
    <message>
        <source>robust</source>
        <translation>robust</translation>
    </message>
    <message>
        <source>A blocker decides this verdict: no open answer, importance or lean can move it.</source>
        <translation>Ein Ausschlusskriterium entscheidet diese Empfehlung: Keine offene Antwort, Gewichtung oder Tendenz kann sie ändern.</translation>
    </message>
    <message>
        <source>%1 of %2 sampled cases keep this verdict.</source>
        <translation>%1 von %2 gezogenen Fällen behalten diese Empfehlung.</translation>
    </message>
    <message>
        <source>Here %1 of the importance is in questions still open.</source>
        <translation>Hier liegen %1 der Gewichtung bei noch offenen Fragen.</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>wahrscheinlich</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>unsicher</translation>
    </message>
    <message>
        <source>Each sampled case guesses the open answers (from a stated prior where a source gives one, otherwise every option equally likely), assumes the provisos hold, and varies every importance and lean, and the weight of each side&apos;s arguments as a whole, by up to %1; the confidence is the share of cases that keep the verdict.</source>
        <translation>Jeder gezogene Fall belegt die offenen Antworten zufällig (nach einer angegebenen A-priori-Verteilung, wo eine Quelle eine nennt, sonst mit gleicher Wahrscheinlichkeit für jede Option), nimmt an, dass die Vorbehalte erfüllt sind, und variiert jede Gewichtung und jede Tendenz sowie das Gesamtgewicht der Argumente jeder Seite um bis zu %1; die Konfidenz ist der Anteil der Fälle, die die Empfehlung beibehalten.</translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>The cumulative cost of each option, month by month.</source>
        <translation>Die kumulierten Kosten jeder Option, Monat für Monat.</translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost over %Ln month(s)</source>
        <translation>
            <numerusform>Kumulierte Kosten über %Ln Monat</numerusform>
            <numerusform>Kumulierte Kosten über %Ln Monate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostData</name>
    <message>
        <source>must lie between low and high.</source>
        <translation>muss zwischen low und high liegen.</translation>
    </message>
    <message>
        <source>needs an &quot;unanswered&quot; entry.</source>
        <translation>braucht einen Eintrag „unanswered“.</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <source>Your own estimate.</source>
        <translation>Ihre eigene Schätzung.</translation>
    </message>
    <message>
        <source>Rented GPUs: no GPU with a price fits this workload.</source>
        <translation>Gemietete GPUs: Keine GPU mit Preis passt zu diesem Workload.</translation>
    </message>
    <message>
        <source>Rented TPUs: left out, your answers rule TPUs out.</source>
        <translation>Gemietete TPUs: weggelassen, da Ihre Antworten TPUs ausschließen.</translation>
    </message>
    <message>
        <source>Rented TPUs: no TPU with a price fits this workload.</source>
        <translation>Gemietete TPUs: Keine TPU mit Preis passt zu diesem Workload.</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>von Ihnen eingegeben</translation>
    </message>
    <message>
        <source>Owned GPUs: no GPU with a purchase price fits this workload; set own.usd_per_chip.</source>
        <translation>Eigene GPUs: Keine GPU mit Kaufpreis passt zu diesem Workload; setzen Sie own.usd_per_chip.</translation>
    </message>
    <message>
        <source>Owned GPUs: %1 has no purchase price or does not fit this workload; set own.usd_per_chip or choose another.</source>
        <translation>Eigene GPUs: %1 hat keinen Kaufpreis oder passt nicht zu diesem Workload; setzen Sie own.usd_per_chip oder wählen Sie eine andere.</translation>
    </message>
    <message>
        <source>Planning horizon</source>
        <translation>Planungshorizont</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Training runs of the sized workload per month</source>
        <translation>Trainingsläufe des dimensionierten Workloads pro Monat</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Hours a month the serving fleet runs</source>
        <translation>Betriebsstunden der Serving-Flotte pro Monat</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Cost of one engineer-week (US employer cost)</source>
        <translation>Kosten einer Ingenieurwoche (Arbeitgeberkosten in den USA)</translation>
    </message>
    <message>
        <source>Engineer-weeks to port to TPUs</source>
        <translation>Ingenieurwochen für die Portierung auf TPUs</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Kaufpreis pro GPU</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Leistung pro GPU</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation>Energieeffizienz des Rechenzentrums (PUE)</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>USD per kWh</source>
        <translation>USD pro kWh</translation>
    </message>
    <message>
        <source>Years of depreciation</source>
        <translation>Abschreibungsjahre</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Overhead on the purchase (hosts and network)</source>
        <translation>Aufschlag auf den Kaufpreis für Hosts und Netzwerk</translation>
    </message>
    <message>
        <source>Share of a run&apos;s hours spent training (end-to-end time = steady-state time / goodput)</source>
        <translation>Anteil der Laufstunden, der auf das Training entfällt (Gesamtdauer = Dauer im Dauerbetrieb / Goodput)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A part of the porting estimate: the answer and its weeks, &quot;JAX, 3 weeks&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>From your answers: %1; %2; %3; %4 (×%5).</source>
        <translation>Aus Ihren Antworten: %1; %2; %3; %4 (×%5).</translation>
    </message>
    <message>
        <source>owned: purchase with %1 overhead over %2 at %3 utilisation, plus power at PUE %4</source>
        <extracomment>%1 and %3 are percentages (&quot;23%&quot;), %2 a number of years (&quot;5 years&quot;).</extracomment>
        <translation>Eigenbetrieb: Kaufpreis mit %1 Aufschlag, abgeschrieben über %2, bei %3 Auslastung, plus Strom bei PUE %4</translation>
    </message>
    <message>
        <source>Utilisation an owned GPU fleet keeps (an assumption: set yours)</source>
        <translation>Auslastung einer eigenen GPU-Flotte (eine Annahme: Setzen Sie Ihren eigenen Wert ein)</translation>
    </message>
</context>
<context>
    <name>CostModelText</name>
    <message>
        <source>the product&apos;s default planning horizon</source>
        <translation>der voreingestellte Planungshorizont des Programms</translation>
    </message>
    <message>
        <source>every hour of an average month (8,760 / 12)</source>
        <translation>jede Stunde eines durchschnittlichen Monats (8.760 / 12)</translation>
    </message>
    <message>
        <source>144,570 / 52 weeks / 0.683 (wages&apos; share of compensation): a US employer&apos;s cost</source>
        <translation>144.570 / 52 Wochen / 0,683 (Anteil der Löhne an der Vergütung): die Kosten eines US-Arbeitgebers</translation>
    </message>
    <message>
        <source>share of an owned chip&apos;s hours that can be kept busy</source>
        <translation>Anteil der Stunden eines eigenen Chips, die sich auslasten lassen</translation>
    </message>
    <message>
        <source>270,000 / (8 x 27,500) - 1: hosts and network only, not space or operations</source>
        <translation>270.000 / (8 × 27.500) − 1: nur Hosts und Netzwerk, ohne Fläche und Betrieb</translation>
    </message>
    <message>
        <source>Weeks of one engineer to move training code that runs on GPUs today to TPUs. No published table exists: these are the program&apos;s assumptions in the frame of seed 001 (&apos;weeks&apos;); set porting_weeks to your own estimate.</source>
        <translation>Wochen eines Ingenieurs, um Trainingscode, der heute auf GPUs läuft, auf TPUs zu portieren. Eine veröffentlichte Tabelle gibt es nicht: Dies sind die Annahmen des Programms im Rahmen von Quellartikel 001 („Wochen“); tragen Sie unter porting_weeks Ihre eigene Schätzung ein.</translation>
    </message>
    <message>
        <source>TechSpot, reporting Barron&apos;s and Raymond James</source>
        <translation>TechSpot, nach Angaben von Barron’s und Raymond James</translation>
    </message>
    <message>
        <source>Epoch AI (epoch-research/training-cost-trends), citing SemiAnalysis</source>
        <translation>Epoch AI (epoch-research/training-cost-trends), unter Berufung auf SemiAnalysis</translation>
    </message>
    <message>
        <source>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), citing reseller listings</source>
        <translation>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), unter Berufung auf Angebote von Wiederverkäufern</translation>
    </message>
    <message>
        <source>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), citing dealer listings</source>
        <translation>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), unter Berufung auf Händlerangebote</translation>
    </message>
    <message>
        <source>U.S. Bureau of Labor Statistics</source>
        <translation>US-Statistikbehörde BLS</translation>
    </message>
    <message>
        <source>U.S. Bureau of Labor Statistics, via ler.me</source>
        <translation>US-Statistikbehörde BLS, über ler.me</translation>
    </message>
    <message>
        <source>United-Compute/gpu-price-tracker (commit 681098a)</source>
        <translation>United-Compute/gpu-price-tracker (Commit 681098a)</translation>
    </message>
</context>
<context>
    <name>CostSection</name>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Kumulierte Kosten</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <source>%1: %2 [%3]</source>
        <extracomment>An assumption of the bill: label, value, sources.</extracomment>
        <translation>%1: %2 [%3]</translation>
    </message>
    <message numerus="yes">
        <source>The whole bill over %Ln month(s)</source>
        <translation>
            <numerusform>Die gesamte Rechnung über %Ln Monat</numerusform>
            <numerusform>Die gesamte Rechnung über %Ln Monate</numerusform>
        </translation>
    </message>
    <message>
        <source>Porting to %1: %2, %3, charged once to that platform. %4</source>
        <extracomment>%2 is a number of engineer-weeks, &quot;3 engineer-weeks&quot;; %3 their cost.</extracomment>
        <translation>Portierung auf %1: %2, %3, einmalig dieser Plattform zugerechnet. %4</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The bill&apos;s assumptions and notes, joined into one sentence.</extracomment>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>CostSettings</name>
    <message>
        <source>&apos;%1&apos; is not a number; expected a number from %2 to %3.</source>
        <translation>„%1“ ist keine Zahl; erwartet wird eine Zahl von %2 bis %3.</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <source>owning %1 %2</source>
        <translation>%1 %2 selbst zu betreiben</translation>
    </message>
    <message>
        <source>renting %1 %2 on %3</source>
        <translation>%1 %2 bei %3 zu mieten</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 from month %3 on</source>
        <translation>%1 ist ab Monat %3 günstiger, als %2</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>  One run: %1 end to end (%2 of steady-state compute)
</source>
        <translation>  Ein Lauf: %1 insgesamt (davon %2 Rechenzeit im Dauerbetrieb)
</translation>
    </message>
    <message>
        <source>
Break-even
</source>
        <translation>
Break-even
</translation>
    </message>
    <message>
        <source>
Assumptions
</source>
        <translation>
Annahmen
</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>Rented TPUs</source>
        <translation>Gemietete TPUs</translation>
    </message>
    <message>
        <source>Rented GPUs</source>
        <translation>Gemietete GPUs</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A source of the cost data: publisher (date).
----------
A bill option and its accelerator: &quot;Rented GPUs (NVIDIA H100 SXM 80GB)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>  %1: %2 (%3)
</source>
        <translation>  %1: %2 (%3)
</translation>
    </message>
    <message numerus="yes">
        <source>%1 stays cheaper than %2 throughout the %Ln month(s)</source>
        <extracomment>The two lines do not cross: %1 is the cheaper option over the whole horizon.</extracomment>
        <translation>
            <numerusform>%1 bleibt den ganzen Monat über günstiger, als %2</numerusform>
            <numerusform>%1 bleibt über alle %Ln Monate hinweg günstiger, als %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole bill over %Ln month(s) (%1)
</source>
        <translation>
            <numerusform>Die gesamte Rechnung über %Ln Monat (%1)
</numerusform>
            <numerusform>Die gesamte Rechnung über %Ln Monate (%1)
</numerusform>
        </translation>
    </message>
    <message>
        <source>
Porting to %1: %2, %3. %4
</source>
        <extracomment>%2 is a number of engineer-weeks, &quot;3 engineer-weeks&quot;; %3 their cost.</extracomment>
        <translation>
Portierung auf %1: %2, %3. %4
</translation>
    </message>
    <message>
        <source>Option</source>
        <extracomment>Column of the bill: rented chip-hours, or the power of owned GPUs.</extracomment>
        <translation>Option</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Per chip-hour</source>
        <translation>Pro Chip-Stunde</translation>
    </message>
    <message>
        <source>Porting</source>
        <translation>Portierung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>, at %1 utilisation</source>
        <extracomment>After a break-even sentence: the utilization of the owned GPUs, &quot;70%&quot;.</extracomment>
        <translation> (bei %1 Auslastung)</translation>
    </message>
    <message>
        <source>Compute or power</source>
        <translation>Rechenkosten oder Strom</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>The purchase of %2 with %1 overhead for hosts and network (%3) is charged in full in month 1, and power (%4) as it is used; nothing is resold. Spread over %5 at %6 utilisation, purchase and power come to %7 per used chip-hour, the figure to set beside a rented price.</source>
        <extracomment>How the bill charges owned GPUs. %1 the overhead (&quot;23%&quot;), %2 the GPUs bought (&quot;4 NVIDIA B200 192GB&quot;), %3 and %4 dollars, %5 years (&quot;5 years&quot;), %6 the utilisation (&quot;70%&quot;), %7 dollars per chip-hour.</extracomment>
        <translation>Der Kauf von %2 mit %1 Aufschlag für Hosts und Netzwerk (%3) wird vollständig im Monat 1 berechnet, der Strom (%4) nach Verbrauch; nichts wird weiterverkauft. Auf %5 bei %6 Auslastung verteilt, ergeben Kauf und Strom %7 pro genutzter Chip-Stunde – der Wert, der einem Mietpreis gegenüberzustellen ist.</translation>
    </message>
    <message numerus="yes">
        <source>  %Ln chip(s), bought in month 1
</source>
        <translation>
            <numerusform>  %Ln Chip, gekauft im Monat 1
</numerusform>
            <numerusform>  %Ln Chips, gekauft im Monat 1
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %Ln chip(s), %1 per chip-hour, %2
</source>
        <extracomment>%2 is the provider and pricing: &quot;Google Cloud, on demand&quot;.</extracomment>
        <translation>
            <numerusform>  %Ln Chip, %1 pro Chip-Stunde, %2
</numerusform>
            <numerusform>  %Ln Chips, %1 pro Chip-Stunde, %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The provider and pricing of a rented option: &quot;Google Cloud, on demand&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>  Power %1, porting %2, purchase %3: total %4
</source>
        <translation>  Strom %1, Portierung %2, Kauf %3: Summe %4
</translation>
    </message>
    <message>
        <source>  Compute %1, porting %2: total %3
</source>
        <translation>  Rechenkosten %1, Portierung %2: Summe %3
</translation>
    </message>
    <message>
        <source>  - %1
</source>
        <extracomment>An item of a list: a break-even sentence, a note.</extracomment>
        <translation>  - %1
</translation>
    </message>
    <message numerus="yes">
        <source>Note(s):
</source>
        <extracomment>Heads the list of notes below it: &quot;Note:&quot; for one, &quot;Notes:&quot; for more.</extracomment>
        <translation>
            <numerusform>Hinweis:
</numerusform>
            <numerusform>Hinweise:
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogPrompts</name>
    <message>
        <source>Accelerator Advisor profiles (*.accel.json);;JSON files (*.json);;All files (*)</source>
        <translation>Profile für Accelerator Advisor (*.accel.json);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1” first?</source>
        <translation>Änderungen an „%1“ zuerst speichern?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, your changes since the last save are lost.</source>
        <translation>Wenn Sie nicht speichern, gehen Ihre Änderungen seit dem letzten Speichern verloren.</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Nicht gespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Accelerator Advisor did not close normally last time.</source>
        <translation>Accelerator Advisor wurde beim letzten Mal nicht normal beendet.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Save Profile As</source>
        <translation>Profil speichern unter</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Überschreiben</translation>
    </message>
    <message>
        <source>Profile from a newer version</source>
        <translation>Profil aus einer neueren Version</translation>
    </message>
    <message>
        <source>“%1” was written by a newer Accelerator Advisor (profile format %2). This version writes format %3: saving over the file would lose whatever the newer version stored that this one cannot read.</source>
        <translation>„%1“ wurde von einer neueren Version von Accelerator Advisor geschrieben (Profilformat %2). Diese Version schreibt Format %3: Wenn Sie die Datei überschreiben, geht alles verloren, was die neuere Version gespeichert hat und diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>Save As keeps the original untouched and puts your work in a new file. Overwrite only if nobody needs what the newer version added.</source>
        <translation>„Speichern unter“ lässt das Original unverändert und legt Ihre Arbeit in einer neuen Datei ab. Wählen Sie „Überschreiben“ nur, wenn niemand braucht, was die neuere Version hinzugefügt hat.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>“%1” has been changed by another program or window since you opened or last saved it here.</source>
        <translation>„%1“ wurde von einem anderen Programm oder Fenster geändert, seit Sie die Datei hier geöffnet oder zuletzt gespeichert haben.</translation>
    </message>
    <message>
        <source>Overwrite replaces those changes with your version. Save As keeps both: the file as it is now, and your work in a new file. Cancel to look at the file first.</source>
        <translation>„Überschreiben“ ersetzt diese Änderungen durch Ihre Version. „Speichern unter“ behält beides: die Datei in ihrem jetzigen Zustand und Ihre Arbeit in einer neuen Datei. Mit „Abbrechen“ können Sie sich die Datei zuerst ansehen.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
</context>
<context>
    <name>Estimator</name>
    <message>
        <source>entered by you</source>
        <translation>von Ihnen eingegeben</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Peak FP8 dense per chip</source>
        <translation>FP8-Spitzenleistung (dense) pro Chip</translation>
    </message>
    <message>
        <source>Peak BF16 dense per chip</source>
        <translation>BF16-Spitzenleistung (dense) pro Chip</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>share of BF16 peak</source>
        <translation>Anteil der BF16-Spitzenleistung</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>share of memory</source>
        <translation>Anteil des Speichers</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Price per chip-hour</source>
        <translation>Preis pro Chip-Stunde</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no fast chip-to-chip link; training across %Ln chips is rarely published and this estimate is likely optimistic.</source>
        <translation>
            <numerusform>%1 hat keine schnelle Chip-zu-Chip-Verbindung; Ergebnisse zum Training über %Ln Chip werden selten veröffentlicht, und diese Schätzung ist wahrscheinlich optimistisch.</numerusform>
            <numerusform>%1 hat keine schnelle Chip-zu-Chip-Verbindung; Ergebnisse zum Training über %Ln Chips werden selten veröffentlicht, und diese Schätzung ist wahrscheinlich optimistisch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips is more than one pod; the run spans pods over the data-centre network (multislice).</source>
        <translation>
            <numerusform>%Ln Chip übersteigt die Größe eines Pods; der Lauf erstreckt sich über das Rechenzentrumsnetz auf mehrere Pods (Multislice).</numerusform>
            <numerusform>%Ln Chips übersteigen die Größe eines Pods; der Lauf erstreckt sich über das Rechenzentrumsnetz auf mehrere Pods (Multislice).</numerusform>
        </translation>
    </message>
    <message>
        <source>The weights (%1 GB) do not fit in any replica of %2.</source>
        <translation>Die Gewichte (%1&#xa0;GB) passen in kein Replikat aus %2.</translation>
    </message>
    <message>
        <source>replicas capped at %1 (%2 chips, the estimator&apos;s limit); the load needs %3</source>
        <translation>Replikate auf %1 begrenzt (%2 Chips, Grenze der Schätzung); die Last braucht %3</translation>
    </message>
    <message>
        <source>Capped: %1.</source>
        <translation>Begrenzt: %1.</translation>
    </message>
    <message>
        <source>Even one sequence per replica misses the targets here: time to first token %1 ms (target %2 ms), per output token %3 ms (target %4 ms).</source>
        <translation>Selbst eine Sequenz pro Replikat verfehlt hier die Ziele: Zeit bis zum ersten Token %1&#xa0;ms (Ziel %2&#xa0;ms), pro Ausgabe-Token %3&#xa0;ms (Ziel %4&#xa0;ms).</translation>
    </message>
    <message>
        <source>KV cache per token (%1: %2 layers × %3 values)</source>
        <translation>KV-Cache pro Token (%1: %2 Schichten × %3 Werte)</translation>
    </message>
    <message>
        <source>Share of each chip&apos;s memory the server may use</source>
        <translation>Anteil des Speichers jedes Chips, den der Server nutzen darf</translation>
    </message>
    <message>
        <source>Achieved share of memory bandwidth in decode</source>
        <translation>Erreichter Anteil der Speicherbandbreite beim Decoding</translation>
    </message>
    <message>
        <source>Share of peak compute in compute-bound decode</source>
        <translation>Anteil der Spitzenrechenleistung bei rechengebundenem Decoding</translation>
    </message>
    <message>
        <source>Fixed cost per layer and decode step (launches; doubled across chips)</source>
        <translation>Fixkosten pro Schicht und Decoding-Schritt (Kernel-Starts; verdoppelt über mehrere Chips)</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>Mikrosekunden</translation>
    </message>
    <message>
        <source>Share of peak compute in prefill</source>
        <translation>Anteil der Spitzenrechenleistung beim Prefill</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s capacity planned for (queueing headroom)</source>
        <translation>Eingeplanter Anteil der Kapazität eines Replikats (Reserve für Warteschlangen)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation of %1 on one chip (BF16; lower with fewer parameters per chip)</source>
        <translation>Modell-FLOPs-Auslastung von %1 auf einem Chip (BF16; niedriger bei weniger Parametern pro Chip)</translation>
    </message>
    <message>
        <source>Training state per parameter (frozen BF16 weights, adapters and their optimiser state)</source>
        <translation>Trainingszustand pro Parameter (eingefrorene BF16-Gewichte, Adapter und deren Optimizer-Zustand)</translation>
    </message>
    <message>
        <source>Training state per parameter (mixed precision, Adam), fully sharded over the chips</source>
        <translation>Trainingszustand pro Parameter (Mixed Precision, Adam), vollständig über die Chips verteilt (Sharding)</translation>
    </message>
    <message>
        <source>Activations of one %1-token sequence per chip (checkpointed, %2-way tensor parallel)</source>
        <translation>Aktivierungen einer Sequenz mit %1 Tokens pro Chip (mit Checkpointing, %2-fache Tensor-Parallelität)</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory kept free for buffers and fragmentation</source>
        <translation>Für Puffer und Fragmentierung freigehaltener Speicher</translation>
    </message>
    <message>
        <source>Share of the run&apos;s hours spent training (restarts, checkpoints)</source>
        <translation>Anteil der Laufstunden, der auf das Training entfällt (Neustarts, Checkpoints)</translation>
    </message>
    <message>
        <source>One %1-token sequence needs %2 GB of activations per chip even with 8-way tensor parallelism; %3 has %4 GB usable. Shorten --seq-len.</source>
        <translation>Eine Sequenz mit %1 Tokens braucht selbst bei 8-facher Tensor-Parallelität %2&#xa0;GB Aktivierungen pro Chip; %3 hat %4&#xa0;GB nutzbar. Verkürzen Sie --seq-len.</translation>
    </message>
    <message>
        <source>Mixture-of-experts efficiency at %1 active parameters (share of dense MFU)</source>
        <translation>Effizienz von Mixture of Experts bei %1 aktiven Parametern (Anteil der MFU dichter Modelle)</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold one replica: it needs %2.</source>
        <extracomment>%1 is a number of chips (&quot;1 chip&quot;, &quot;4 chips&quot;): the verb agrees with it.</extracomment>
        <translation>
            <numerusform>%1 fasst kein Replikat: Es braucht %2.</numerusform>
            <numerusform>%1 fassen kein Replikat: Es braucht %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Model shape guessed from the size (%1 layers, 8 KV heads of 128); give the model&apos;s architecture (layers, hidden size, KV heads) for a better KV cache figure.</source>
        <translation>Modellarchitektur aus der Größe geschätzt (%1 Schichten, 8 KV-Heads zu 128); geben Sie die Architektur des Modells an (Schichten, Hidden Size, KV-Heads), um einen genaueren Wert für den KV-Cache zu erhalten.</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation of %1 on %2 (BF16; falls with scale and with fewer parameters per chip)</source>
        <translation>Modell-FLOPs-Auslastung von %1 auf %2 (BF16; sinkt mit der Skalierung und bei weniger Parametern pro Chip)</translation>
    </message>
    <message>
        <source>%1 output tokens</source>
        <translation>%1 Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1 training tokens</source>
        <translation>%1 Trainings-Tokens</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2 × %3, %4</source>
        <translation>%1 auf %2 × %3, %4</translation>
    </message>
    <message>
        <source>Bytes per weight</source>
        <translation>Byte pro Gewicht</translation>
    </message>
    <message>
        <source>Bytes per cached key or value</source>
        <translation>Byte pro gecachtem Key oder Value</translation>
    </message>
    <message>
        <source>%1 has no %2 compute: weights are stored in %2, arithmetic runs at the %3 rate.</source>
        <translation>%1 rechnet nicht in %2: Die Gewichte werden in %2 gespeichert, gerechnet wird mit der %3-Rate.</translation>
    </message>
    <message>
        <source>Training state per parameter, fully sharded over the chips</source>
        <translation>Trainingszustand pro Parameter, vollständig über die Chips verteilt (Sharding)</translation>
    </message>
    <message>
        <source>Training state per parameter (FP32 weights and Adam, as MaxText keeps them), fully sharded over the chips</source>
        <translation>Trainingszustand pro Parameter (FP32-Gewichte und Adam, wie MaxText sie vorhält), vollständig über die Chips verteilt (Sharding)</translation>
    </message>
    <message>
        <source>Training compute = 4 × (active parameters + attention over the sequence) × tokens (LoRA: no weight gradients)</source>
        <translation>Trainingsrechenaufwand = 4 × (aktive Parameter + Attention über die Sequenz) × Tokens (LoRA: keine Gewichtsgradienten)</translation>
    </message>
    <message>
        <source>Training compute = 6 × (active parameters + attention over the sequence) × tokens</source>
        <translation>Trainingsrechenaufwand = 6 × (aktive Parameter + Attention über die Sequenz) × Tokens</translation>
    </message>
    <message>
        <source>Peak FP4 dense per chip</source>
        <translation>FP4-Spitzenleistung (dense) pro Chip</translation>
    </message>
    <message>
        <source>%1 speed-up over BF16 end to end (%2 of the step at the %3× faster peak)</source>
        <translation>Gesamtbeschleunigung durch %1 gegenüber BF16 (%2 des Schritts mit der %3-fach höheren Spitzenleistung)</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>%1 has no FP4 tensor cores; the FP8 rate is used.</source>
        <translation>%1 hat keine FP4-Tensor-Kerne; es wird die FP8-Rate verwendet.</translation>
    </message>
    <message>
        <source>%1 has no %2 speed-up; the BF16 rate is used.</source>
        <translation>%1 bietet keine %2-Beschleunigung; es wird die BF16-Rate verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %1 chips left over: a replica takes %2.</source>
        <translation>
            <numerusform>%Ln der %1 Chips bleibt übrig: Ein Replikat belegt %2.</numerusform>
            <numerusform>%Ln der %1 Chips bleiben übrig: Ein Replikat belegt %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serve %2 at the latency targets, below the %3 asked for.</source>
        <extracomment>%1 is a number of chips (&quot;1 chip&quot;): the verb agrees with it; %2 and %3 are loads (&quot;12 requests/s&quot;).</extracomment>
        <translation>
            <numerusform>%1 bedient %2 bei Einhaltung der Latenzziele, weniger als die geforderten %3.</numerusform>
            <numerusform>%1 bedienen %2 bei Einhaltung der Latenzziele, weniger als die geforderten %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>State and activations need %1 GB per chip but only %2 GB is usable: use at least %3.</source>
        <translation>Zustand und Aktivierungen brauchen %1&#xa0;GB pro Chip, nutzbar sind aber nur %2&#xa0;GB: Verwenden Sie mindestens %3.</translation>
    </message>
    <message>
        <source>Share of its full MFU that %1 reaches with %2 active parameters per chip (fewer per chip leave each chip idle more often)</source>
        <extracomment>%1 is an accelerator (&quot;Google Cloud TPU v6e (Trillium)&quot;), %2 a count of parameters (&quot;18.2M&quot;). A percentage follows after a colon.</extracomment>
        <translation>Anteil der vollen MFU, den %1 mit %2 aktiven Parametern pro Chip erreicht (je weniger pro Chip, desto öfter wartet jeder Chip)</translation>
    </message>
    <message numerus="yes">
        <source>Weights and one sequence&apos;s KV cache need %1 per replica, more than the %Ln given.</source>
        <translation>
            <numerusform>Gewichte und der KV-Cache einer Sequenz brauchen %1 pro Replikat, mehr als der %Ln vorgegebene Chip.</numerusform>
            <numerusform>Gewichte und der KV-Cache einer Sequenz brauchen %1 pro Replikat, mehr als die %Ln vorgegebenen Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Latency targets: first token within %1 ms, then per token</source>
        <translation>Latenzziele: erstes Token innerhalb von %1&#xa0;ms, danach pro Token</translation>
    </message>
    <message numerus="yes">
        <source>batch capped at %Ln sequence(s) per replica (--max-batch); memory holds %1</source>
        <translation>
            <numerusform>Batch auf %Ln Sequenz pro Replikat begrenzt (--max-batch); der Speicher fasst %1</numerusform>
            <numerusform>Batch auf %Ln Sequenzen pro Replikat begrenzt (--max-batch); der Speicher fasst %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 tokens out</source>
        <extracomment>A published serving run and its mean answer, &quot;…, FP8, 3,713 tokens out&quot;.</extracomment>
        <translation>%1, %2 Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1, %2 tokens in, %3 out</source>
        <extracomment>A published serving run and its request, &quot;…, FP8, 1,024 tokens in, 8,192 out&quot;.</extracomment>
        <translation>%1, %2 Eingabe- und %3 Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Layers that cache only the last %1 tokens (banded attention)</source>
        <translation>Schichten, deren Cache nur die letzten %1 Tokens hält (Band-Attention)</translation>
    </message>
    <message>
        <source>%1, under latency limits</source>
        <extracomment>A published serving run measured under latency limits (MLPerf&apos;s server scenario), &quot;…, 294 out, under latency limits&quot;.</extracomment>
        <translation>%1, unter Latenzvorgaben</translation>
    </message>
    <message>
        <source>Bytes per expert weight, as %1 ships them</source>
        <translation>Byte pro Expertengewicht, wie %1 sie ausliefert</translation>
    </message>
</context>
<context>
    <name>FactorChart</name>
    <message>
        <source>Factor chart</source>
        <translation>Faktordiagramm</translation>
    </message>
    <message>
        <source>How strongly each answer favours the GPU or the TPU.</source>
        <translation>Wie stark jede Antwort für die GPU oder die TPU spricht.</translation>
    </message>
    <message>
        <source>%1 [blocker]</source>
        <extracomment>Marks a chart row whose answer makes a platform unavailable.</extracomment>
        <translation>%1 [Ausschluss]</translation>
    </message>
    <message>
        <source>How each answer leans</source>
        <translation>Tendenz der einzelnen Antworten</translation>
    </message>
    <message>
        <source>How each answer leans (ruled out: %1)</source>
        <extracomment>%1: the platforms a blocker rules out (&quot;TPU&quot;).</extracomment>
        <translation>Tendenz der einzelnen Antworten (ausgeschlossen: %1)</translation>
    </message>
    <message>
        <source>favours GPU</source>
        <translation>spricht für GPU</translation>
    </message>
    <message>
        <source>favours TPU</source>
        <translation>spricht für TPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>←&#xa0;GPU&#xa0;&#xa0;·&#xa0;&#xa0;TPU&#xa0;→</source>
        <extracomment>Short axis title under the side panel&apos;s narrow chart: bars left of zero favour GPU, right of zero TPU. No-break spaces keep it on one line.</extracomment>
        <translation>←&#xa0;GPU&#xa0;&#xa0;·&#xa0;&#xa0;TPU&#xa0;→</translation>
    </message>
    <message>
        <source>←&#xa0;GPU&#xa0;· contribution&#xa0;(importance&#xa0;×&#xa0;lean)&#xa0;· TPU&#xa0;→</source>
        <extracomment>Axis title under the diverging chart: bars left of zero favour GPU, right of zero TPU. Every space is a no-break space except the one after each middle dot, so that a narrow chart wraps it only there.</extracomment>
        <translation>←&#xa0;GPU&#xa0;· Beitrag&#xa0;(Gewichtung&#xa0;×&#xa0;Tendenz)&#xa0;· TPU&#xa0;→</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <source>Accelerator Advisor</source>
        <translation>Accelerator Advisor</translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>The chart&apos;s numbers</source>
        <translation>Die Werte des Diagramms</translation>
    </message>
</context>
<context>
    <name>InstalledAcceleratorData</name>
    <message>
        <source>the file is larger than 1 MiB.</source>
        <translation>die Datei ist größer als 1 MiB.</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot save the price cache %1: %2</source>
        <translation>Der Preis-Cache %1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>a whole number above %1 and at most %2</source>
        <translation>eine ganze Zahl größer als %1 und höchstens %2</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a number above %1 and at most %2</source>
        <translation>eine Zahl größer als %1 und höchstens %2</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a string that is not empty</source>
        <translation>eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <source>a string, one of: %1</source>
        <translation>eine dieser Zeichenketten: %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1&#xa0;MiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1&#xa0;Byte</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an empty string</source>
        <translation>eine leere Zeichenkette</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the file is %1 bytes; at most %2 are allowed.</source>
        <translation>die Datei ist %1 Byte groß; zulässig sind höchstens %2.</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (line %1, column %2). Save it as UTF-8 and try again.</source>
        <translation>die Datei ist kein gültiges UTF-8 (Zeile %1, Spalte %2). Speichern Sie sie als UTF-8 und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>arrays and objects are nested more than %1 deep (line %2, column %3).</source>
        <translation>Arrays und Objekte sind tiefer als %1 Ebenen verschachtelt (Zeile %2, Spalte %3).</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3.</source>
        <extracomment>%1 says what is wrong, &quot;a string is not closed&quot;.</extracomment>
        <translation>kein gültiges JSON in Zeile %2, Spalte %3: %1.</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level; found %1.</source>
        <translation>erwartet: ein JSON-Objekt auf oberster Ebene; gefunden: %1.</translation>
    </message>
    <message>
        <source>expected %1; found %2.</source>
        <translation>erwartet: %1; gefunden: %2.</translation>
    </message>
    <message>
        <source>missing; expected %1.</source>
        <translation>fehlt; erwartet: %1.</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;; remove it or check its spelling. Known fields: %2.</source>
        <translation>unbekanntes Feld „%1“; entfernen Sie es oder prüfen Sie die Schreibweise. Bekannte Felder: %2.</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;. Did you mean &apos;%2&apos;? Known fields: %3.</source>
        <translation>unbekanntes Feld „%1“. Meinten Sie „%2“? Bekannte Felder: %3.</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;; use one of: %2.</source>
        <translation>unbekannte ID „%1“; zulässig sind: %2.</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;. Did you mean &apos;%2&apos;? Use one of: %3.</source>
        <translation>unbekannte ID „%1“. Meinten Sie „%2“? Zulässig sind: %3.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an id: use at most 40 lower-case letters, digits and &apos;-&apos;, starting with a letter or a digit.</source>
        <translation>„%1“ ist keine gültige ID: Verwenden Sie höchstens 40 Kleinbuchstaben, Ziffern und „-“, beginnend mit einem Buchstaben oder einer Ziffer.</translation>
    </message>
    <message>
        <source>%1 is not a finite number; expected %2.</source>
        <translation>%1 ist keine endliche Zahl; erwartet: %2.</translation>
    </message>
    <message>
        <source>%1 is out of range; expected %2.</source>
        <translation>%1 liegt außerhalb des zulässigen Bereichs; erwartet: %2.</translation>
    </message>
    <message>
        <source>%1 is not a whole number; expected %2.</source>
        <translation>%1 ist keine ganze Zahl; erwartet: %2.</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed.</source>
        <translation>ist %1 Zeichen lang; zulässig sind höchstens %2.</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>ein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A limit in a file&apos;s syntax and spelled out: &quot;1e14 (100,000,000,000,000)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>an object is not closed</source>
        <translation>ein Objekt ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>a name has no colon after it</source>
        <translation>nach einem Namen fehlt der Doppelpunkt</translation>
    </message>
    <message>
        <source>an array is not closed</source>
        <translation>ein Array ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>a comma is missing between two values</source>
        <translation>zwischen zwei Werten fehlt ein Komma</translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation>ein Wert ist ungültig</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>der Text endet mitten in einer Zahl</translation>
    </message>
    <message>
        <source>a number is not valid</source>
        <translation>eine Zahl ist ungültig</translation>
    </message>
    <message>
        <source>an escape sequence is not valid</source>
        <translation>eine Escape-Sequenz ist ungültig</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>eine Zeichenkette ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>eine Zeichenkette ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>an object is missing after a comma</source>
        <translation>nach einem Komma fehlt ein Objekt</translation>
    </message>
    <message>
        <source>arrays and objects are nested too deep</source>
        <translation>die Verschachtelung von Arrays und Objekten ist zu tief</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>das Dokument ist zu groß</translation>
    </message>
    <message>
        <source>there is more text after the end of the document</source>
        <translation>nach dem Ende des Dokuments folgt weiterer Text</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>system keychain</source>
        <translation>Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>The keychain did not answer within %1 seconds.</source>
        <translation>Der Schlüsselbund hat nicht innerhalb von %1 Sekunden geantwortet.</translation>
    </message>
    <message>
        <source>No API key is stored in the keychain.</source>
        <translation>Im Schlüsselbund ist kein API-Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>No working keychain was found (the secret service did not answer: %1).</source>
        <translation>Es wurde kein funktionierender Schlüsselbund gefunden (der Secret Service hat nicht geantwortet: %1).</translation>
    </message>
    <message>
        <source>The keychain refused access: %1</source>
        <translation>Der Schlüsselbund hat den Zugriff verweigert: %1</translation>
    </message>
    <message>
        <source>The keychain could not delete the key: %1</source>
        <translation>Der Schlüsselbund konnte den Schlüssel nicht löschen: %1</translation>
    </message>
</context>
<context>
    <name>LivePricesDialog</name>
    <message>
        <source>Live prices</source>
        <translation>Live-Preise</translation>
    </message>
    <message>
        <source>Prices can be read from Google&apos;s Cloud Billing Catalog API with your Google Cloud API key. The key is kept by the system keychain only: never in a file, a profile, a report or a log. Without a refresh, the bundled, dated prices are used.</source>
        <translation>Preise können mit Ihrem API-Schlüssel für Google Cloud aus der Cloud Billing Catalog API von Google gelesen werden. Der Schlüssel wird ausschließlich im Schlüsselbund des Systems aufbewahrt: nie in einer Datei, einem Profil, einem Bericht oder einem Protokoll. Ohne Aktualisierung werden die mitgelieferten, datierten Preise verwendet.</translation>
    </message>
    <message>
        <source>Google Cloud &amp;API key:</source>
        <translation>&amp;API-Schlüssel für Google Cloud:</translation>
    </message>
    <message>
        <source>Google Cloud API key</source>
        <translation>API-Schlüssel für Google Cloud</translation>
    </message>
    <message>
        <source>paste the key here</source>
        <translation>Schlüssel hier einfügen</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>Schlüssel &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Forget key</source>
        <translation>Schlüssel &amp;entfernen</translation>
    </message>
    <message>
        <source>Use the key for this &amp;session only</source>
        <translation>Nur für diese Sit&amp;zung verwenden</translation>
    </message>
    <message>
        <source>&amp;Refresh prices</source>
        <translation>&amp;Preise aktualisieren</translation>
    </message>
    <message>
        <source>Prices in use</source>
        <translation>Verwendete Preise</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Provider and mode</source>
        <translation>Anbieter und Preismodell</translation>
    </message>
    <message>
        <source>USD per chip-hour</source>
        <translation>USD pro Chip-Stunde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file “%1” could not be read: %2</source>
        <translation>Die Datei „%1“ konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The file “%1” is not a valid profile. Nothing was changed.</source>
        <translation>Die Datei „%1“ ist kein gültiges Profil. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>at %1: %2</source>
        <translation>bei %1: %2</translation>
    </message>
    <message>
        <source>“%1” was written by a newer Accelerator Advisor (profile format %2; this version reads and writes format %3). It was opened with everything this version understands.</source>
        <translation>„%1“ wurde von einer neueren Version von Accelerator Advisor geschrieben (Profilformat %2; diese Version liest und schreibt Format %3). Die Datei wurde mit allem geöffnet, was diese Version versteht.</translation>
    </message>
    <message>
        <source>Left out because this version does not know them:</source>
        <translation>Ausgelassen, weil diese Version sie nicht kennt:</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>…und %1 weitere.</translation>
    </message>
    <message>
        <source>The file itself is unchanged. Saving over it would drop what was left out, so Save will ask first; use Save As to keep your changes in a new file, or update Accelerator Advisor.</source>
        <translation>Die Datei selbst ist unverändert. Beim Überschreiben ginge verloren, was ausgelassen wurde, deshalb fragt „Speichern“ zuerst nach. Verwenden Sie „Speichern unter“, um Ihre Änderungen in einer neuen Datei zu sichern, oder aktualisieren Sie Accelerator Advisor.</translation>
    </message>
    <message>
        <source> › item %1</source>
        <translation> › Eintrag %1</translation>
    </message>
    <message numerus="yes">
        <source>…and %Ln more problem(s).</source>
        <translation>
            <numerusform>…und %Ln weiteres Problem.</numerusform>
            <numerusform>…und %Ln weitere Probleme.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MarkdownReport</name>
    <message>
        <source>Lean</source>
        <translation>Tendenz</translation>
    </message>
</context>
<context>
    <name>ModelShape</name>
    <message>
        <source>guessed from the parameter count</source>
        <translation>aus der Parameterzahl geschätzt</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>von Ihnen eingegeben</translation>
    </message>
    <message>
        <source>Llama 2 7B</source>
        <translation>Llama 2 7B</translation>
    </message>
    <message>
        <source>Llama 2 13B</source>
        <translation>Llama 2 13B</translation>
    </message>
    <message>
        <source>Llama 2 70B</source>
        <translation>Llama 2 70B</translation>
    </message>
    <message>
        <source>Llama 3.1 8B</source>
        <translation>Llama 3.1 8B</translation>
    </message>
    <message>
        <source>Llama 3.1 70B</source>
        <translation>Llama 3.1 70B</translation>
    </message>
    <message>
        <source>Llama 3.1 405B</source>
        <translation>Llama 3.1 405B</translation>
    </message>
    <message>
        <source>Mixtral 8x7B</source>
        <translation>Mixtral 8x7B</translation>
    </message>
    <message>
        <source>GPT-3 175B</source>
        <translation>GPT-3 175B</translation>
    </message>
    <message>
        <source>DeepSeek-V3</source>
        <translation>DeepSeek-V3</translation>
    </message>
    <message>
        <source>your architecture</source>
        <translation>Ihre Architektur</translation>
    </message>
    <message>
        <source>GPT-OSS 120B</source>
        <translation>GPT-OSS 120B</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>%1%</source>
        <comment>a percentage; %1 is the number, e.g. 42</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>$%1 million</source>
        <extracomment>Money in millions of US dollars; %1 is the number, e.g. &quot;$1.23 million&quot;, &quot;1,23 Mio. $&quot;.</extracomment>
        <translation>%1&#xa0;Mio.&#xa0;$</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hour(s)</source>
        <translation>
            <numerusform>%1 Stunde</numerusform>
            <numerusform>%1 Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 day(s)</source>
        <translation>
            <numerusform>%1 Tag</numerusform>
            <numerusform>%1 Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 year(s)</source>
        <translation>
            <numerusform>%1 Jahr</numerusform>
            <numerusform>%1 Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <extracomment>A figure with its plausible range, e.g. &quot;$11,900 ($9,000–$17,200)&quot;.</extracomment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 byte(s)</source>
        <translation>
            <numerusform>%1 Byte</numerusform>
            <numerusform>%1 Byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 run(s)</source>
        <extracomment>Training runs, &quot;1 run&quot;, &quot;2 runs&quot;.</extracomment>
        <translation>
            <numerusform>%1 Lauf</numerusform>
            <numerusform>%1 Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 week(s)</source>
        <translation>
            <numerusform>%1 Woche</numerusform>
            <numerusform>%1 Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 month(s)</source>
        <translation>
            <numerusform>%1 Monat</numerusform>
            <numerusform>%1 Monate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 engineer-week(s)</source>
        <translation>
            <numerusform>%1 Ingenieurwoche</numerusform>
            <numerusform>%1 Ingenieurwochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s)/s</source>
        <extracomment>A load, &quot;1 request/s&quot;, &quot;12 requests/s&quot;.</extracomment>
        <translation>
            <numerusform>%1 Anfrage/s</numerusform>
            <numerusform>%1 Anfragen/s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A label and its value, &quot;Utilization: 70%&quot;; French writes &quot;%1 : %2&quot; with a no-break space.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Two clauses of one sentence, &quot;Hosting: Google Cloud; Framework: JAX&quot;.</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A product, &quot;64 × TPU v5p&quot;, &quot;6 × 70 B&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>Billions, e.g. &quot;7 B&quot; (tokens, parameters), as Step 7&apos;s fields write them.</extracomment>
        <translation>%1&#xa0;Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>Millions, e.g. &quot;350 M&quot; (tokens, parameters).</extracomment>
        <translation>%1&#xa0;Mio.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A date and a time of day, &quot;June 1, 2025, 3:36 PM&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>question and answer</comment>
        <extracomment>A question and its answer, &quot;Does the model compile with XLA? Yes&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>a count before its noun</comment>
        <extracomment>Billions followed by what is counted: &quot;7 B tokens&quot; (&quot;%1 B&quot; elsewhere). French needs its &quot;de&quot; here (&quot;%1 Md de&quot;), where a bare number takes none.</extracomment>
        <translation>%1&#xa0;Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>a count before its noun</comment>
        <extracomment>Millions followed by what is counted: &quot;350 M parameters&quot; (&quot;%1 M&quot; elsewhere). French needs its &quot;de&quot; here (&quot;%1 M de&quot;), where a bare number takes none.</extracomment>
        <translation>%1&#xa0;Mio.</translation>
    </message>
</context>
<context>
    <name>Platform</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Hybrid (GPU and TPU)</source>
        <translation>Hybrid (GPU und TPU)</translation>
    </message>
</context>
<context>
    <name>ProfileCodec</name>
    <message>
        <source>question &apos;%1&apos; is answered twice (under an old and a new id); keep one.</source>
        <translation>Frage „%1“ ist doppelt beantwortet (unter einer alten und einer neuen ID); behalten Sie nur eine Antwort.</translation>
    </message>
    <message>
        <source>missing; an Accelerator Advisor profile starts with &quot;format&quot;: &quot;%1&quot;.</source>
        <translation>fehlt; ein Profil von Accelerator Advisor beginnt mit &quot;format&quot;: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>is %1, expected &quot;%2&quot;: this is not an Accelerator Advisor profile.</source>
        <translation>ist %1, erwartet: &quot;%2&quot;; dies ist kein Profil von Accelerator Advisor.</translation>
    </message>
    <message>
        <source>not known to this version of Accelerator Advisor; left out.</source>
        <translation>dieser Version von Accelerator Advisor unbekannt; ausgelassen.</translation>
    </message>
    <message>
        <source>the answer &apos;%1&apos; is not known to this version of Accelerator Advisor; the question was left open.</source>
        <translation>die Antwort „%1“ ist dieser Version von Accelerator Advisor unbekannt; die Frage bleibt unbeantwortet.</translation>
    </message>
    <message>
        <source>the profile was written by a newer Accelerator Advisor (format version %1; this program reads up to %2), and the problems below stop this version from reading it. Update the program to open it; nothing was changed.</source>
        <translation>das Profil wurde von einer neueren Version von Accelerator Advisor geschrieben (Formatversion %1; dieses Programm liest bis Version %2), und die unten aufgeführten Probleme verhindern, dass diese Version es lesen kann. Aktualisieren Sie das Programm, um es zu öffnen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>active_params (%1) cannot exceed params (%2).</source>
        <translation>active_params (%1) darf params (%2) nicht übersteigen.</translation>
    </message>
    <message>
        <source>the profile was written by a newer Accelerator Advisor (format version %1; this program reads up to %2). Commands do not guess at what they cannot read: update the program, or open the file in the window (accel-advisor FILE), which shows what this version leaves out. Nothing was changed.</source>
        <translation>das Profil wurde von einer neueren Version von Accelerator Advisor geschrieben (Formatversion %1; dieses Programm liest bis Version %2). Befehle raten nicht, was sie nicht lesen können: Aktualisieren Sie das Programm, oder öffnen Sie die Datei im Fenster (accel-advisor DATEI), das zeigt, was diese Version auslässt. Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>ProfileFile</name>
    <message>
        <source>the file does not exist. Check the path.</source>
        <translation>die Datei existiert nicht. Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>this is a folder, not a profile file.</source>
        <translation>dies ist ein Ordner, keine Profildatei.</translation>
    </message>
    <message>
        <source>reading failed: %1.</source>
        <translation>das Lesen ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>The profile was saved to %1, but %2. Your work is still open: save it again, or use Save As to keep a copy somewhere else.</source>
        <translation>Das Profil wurde unter %1 gespeichert, aber %2. Ihre Arbeit ist weiterhin geöffnet: Speichern Sie erneut, oder legen Sie mit „Speichern unter“ eine Kopie an einem anderen Ort ab.</translation>
    </message>
    <message>
        <source>Cannot save the profile as %1: %2. Choose a file name instead.</source>
        <translation>Das Profil kann nicht als %1 gespeichert werden: %2. Wählen Sie stattdessen einen Dateinamen.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. The existing file was not changed. Free some space or choose another place with Save As, then save again.</source>
        <translation>Das Profil kann nicht unter %1 gespeichert werden: %2. Die vorhandene Datei wurde nicht verändert. Geben Sie Speicherplatz frei oder wählen Sie mit „Speichern unter“ einen anderen Ort, und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. The existing file was not changed. Choose another folder with Save As, or check that this one exists and can be written to.</source>
        <translation>Das Profil kann nicht unter %1 gespeichert werden: %2. Die vorhandene Datei wurde nicht verändert. Wählen Sie mit „Speichern unter“ einen anderen Ordner, oder prüfen Sie, ob dieser Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>%1. Check that you have permission to read it.</source>
        <translation>%1. Prüfen Sie, ob Sie die Berechtigung zum Lesen haben.</translation>
    </message>
    <message>
        <source>the file is empty, with no profile in it. Open another file, or save a profile over this one.</source>
        <translation>die Datei ist leer und enthält kein Profil. Öffnen Sie eine andere Datei, oder überschreiben Sie diese mit einem Profil.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. Nothing was written. Free some space or choose another place with Save As, then save again.</source>
        <translation>Das Profil kann nicht unter %1 gespeichert werden: %2. Es wurde nichts geschrieben. Geben Sie Speicherplatz frei oder wählen Sie mit „Speichern unter“ einen anderen Ort, und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. Nothing was written. Choose another folder with Save As, or check that this one exists and can be written to.</source>
        <translation>Das Profil kann nicht unter %1 gespeichert werden: %2. Es wurde nichts geschrieben. Wählen Sie mit „Speichern unter“ einen anderen Ordner, oder prüfen Sie, ob dieser Ordner existiert und beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>ProfileMigration</name>
    <message>
        <source>Where the work must run: “Several clouds” now means the work must stay portable between clouds, which rules out TPUs. If Google Cloud can carry the large runs, choose “Several clouds, Google Cloud among them for the large runs”.</source>
        <translation>Wo der Workload laufen muss: „Mehrere Clouds“ bedeutet jetzt, dass der Workload zwischen Clouds portierbar bleiben muss; das schließt TPUs aus. Wenn Google Cloud die großen Läufe übernehmen kann, wählen Sie „Mehrere Clouds, darunter Google Cloud für die großen Läufe“.</translation>
    </message>
</context>
<context>
    <name>QuestionCatalogue</name>
    <message>
        <source>GPU vs TPU: Choosing Your AI Engine (audio lesson)</source>
        <translation>GPU vs TPU: Choosing Your AI Engine (audio lesson)</translation>
    </message>
    <message>
        <source>GPU vs TPU lesson: the freedom to pivot and the power to scale</source>
        <translation>GPU vs TPU lesson: the freedom to pivot and the power to scale</translation>
    </message>
    <message>
        <source>TPU vs GPU: A beginner&apos;s guide</source>
        <translation>TPU vs GPU: A beginner&apos;s guide</translation>
    </message>
    <message>
        <source>TPU vs GPU: Which Is Better for Deep Learning?</source>
        <translation>TPU vs GPU: Which Is Better for Deep Learning?</translation>
    </message>
    <message>
        <source>Unpacking GPU vs TPU Performance in Training Large AI Models</source>
        <translation>Unpacking GPU vs TPU Performance in Training Large AI Models</translation>
    </message>
    <message>
        <source>Introduction to Cloud TPU: when to use TPUs</source>
        <translation>Introduction to Cloud TPU: when to use TPUs</translation>
    </message>
    <message>
        <source>Cloud TPU7x (Ironwood) documentation</source>
        <translation>Cloud TPU7x (Ironwood) documentation</translation>
    </message>
    <message>
        <source>PyTorch/XLA documentation</source>
        <translation>PyTorch/XLA documentation</translation>
    </message>
    <message>
        <source>Pallas: a JAX kernel language</source>
        <translation>Pallas: a JAX kernel language</translation>
    </message>
    <message>
        <source>Framework and software</source>
        <translation>Framework und Software</translation>
    </message>
    <message>
        <source>What your code is written in and whether it can compile for a TPU.</source>
        <translation>Womit Ihr Code geschrieben ist und ob er sich für eine TPU kompilieren lässt.</translation>
    </message>
    <message>
        <source>Project stage</source>
        <translation>Projektphase</translation>
    </message>
    <message>
        <source>How settled the model is and what the hardware will mostly do.</source>
        <translation>Wie gefestigt das Modell ist und wofür die Hardware überwiegend genutzt wird.</translation>
    </message>
    <message>
        <source>Model dynamism</source>
        <translation>Modelldynamik</translation>
    </message>
    <message>
        <source>How regular the computation is: TPUs reward predictable, matrix-heavy work.</source>
        <translation>Wie regelmäßig die Berechnung ist: TPUs spielen ihre Stärke bei vorhersehbarer, matrixlastiger Arbeit aus.</translation>
    </message>
    <message>
        <source>Team skills</source>
        <translation>Kompetenzen im Team</translation>
    </message>
    <message>
        <source>What your engineers already know and how much porting effort you can afford.</source>
        <translation>Was Ihre Entwickler bereits beherrschen und wie viel Portierungsaufwand Sie sich leisten können.</translation>
    </message>
    <message>
        <source>Cloud and infrastructure</source>
        <translation>Cloud und Infrastruktur</translation>
    </message>
    <message>
        <source>Where the work can run, and what must keep the chips fed.</source>
        <translation>Wo der Workload laufen kann und was die Chips mit Daten versorgen muss.</translation>
    </message>
    <message>
        <source>Scale and cost</source>
        <translation>Skalierung und Kosten</translation>
    </message>
    <message>
        <source>How big and how long the runs are, and what you optimise for.</source>
        <translation>Wie groß und wie lang die Läufe sind und worauf Sie optimieren.</translation>
    </message>
    <message>
        <source>Main &amp;framework</source>
        <translation>Haupt-&amp;Framework</translation>
    </message>
    <message>
        <source>The framework decides how directly your model reaches a TPU: TPUs are programmed through the XLA compiler, which TensorFlow and JAX target natively.</source>
        <translation>Das Framework entscheidet, wie direkt Ihr Modell auf eine TPU gelangt: TPUs werden über den XLA-Compiler programmiert, den TensorFlow und JAX nativ ansteuern.</translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source>PyTorch reaches TPUs through PyTorch/XLA, which works but is less mature than PyTorch on GPUs, where nearly every library and tutorial assumes CUDA.</source>
        <translation>PyTorch erreicht TPUs über PyTorch/XLA; das funktioniert, ist aber weniger ausgereift als PyTorch auf GPUs, wo fast jede Bibliothek und jedes Tutorial CUDA voraussetzt.</translation>
    </message>
    <message>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <source>TPUs were built alongside TensorFlow and run it well; note that the newest generation (TPU7x) no longer runs TensorFlow.</source>
        <translation>TPUs wurden parallel zu TensorFlow entwickelt und führen es gut aus; die neueste Generation (TPU7x) unterstützt TensorFlow allerdings nicht mehr.</translation>
    </message>
    <message>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <source>Several frameworks</source>
        <translation>Mehrere Frameworks</translation>
    </message>
    <message>
        <source>Only GPUs run every framework equally well; a team that mixes frameworks would have to bring each one to XLA separately.</source>
        <translation>Nur GPUs führen jedes Framework gleich gut aus; ein Team, das mehrere Frameworks mischt, müsste jedes einzeln auf XLA bringen.</translation>
    </message>
    <message>
        <source>Stacks outside TensorFlow, JAX and PyTorch rarely have a TPU back end; GPUs are the default target of almost every other runtime.</source>
        <translation>Stacks außerhalb von TensorFlow, JAX und PyTorch haben selten ein TPU-Backend; GPUs sind das Standardziel fast aller anderen Laufzeitumgebungen.</translation>
    </message>
    <message>
        <source>Does the model compile under &amp;XLA?</source>
        <translation>Lässt sich das Modell mit XLA &amp;kompilieren?</translation>
    </message>
    <message>
        <source>Everything that runs on a TPU is compiled by XLA. If it does not compile, the GPU is the default choice.</source>
        <translation>Alles, was auf einer TPU läuft, wird von XLA kompiliert. Lässt sich der Code nicht kompilieren, ist die GPU die Standardwahl.</translation>
    </message>
    <message>
        <source>Yes, it compiles and runs under XLA</source>
        <translation>Ja, kompiliert und läuft mit XLA</translation>
    </message>
    <message>
        <source>Partly (some graph breaks or CPU fallbacks)</source>
        <translation>Teilweise (einige Graph-Breaks oder CPU-Fallbacks)</translation>
    </message>
    <message>
        <source>Graph breaks and operations that fall back to the host cost TPU speed and need engineering time before a TPU pays off.</source>
        <translation>Graph-Breaks und Operationen, die auf den Host ausweichen, kosten TPU-Geschwindigkeit und erfordern Entwicklungszeit, bevor sich eine TPU lohnt.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Code that does not compile under XLA cannot use a TPU until it is rewritten.</source>
        <translation>Code, der sich nicht mit XLA kompilieren lässt, kann eine TPU erst nutzen, wenn er umgeschrieben ist.</translation>
    </message>
    <message>
        <source>Not tested yet</source>
        <translation>Noch nicht getestet</translation>
    </message>
    <message>
        <source>Until it is tested, assume some porting work: the GPU runs the code as it is.</source>
        <translation>Solange es nicht getestet ist, sollten Sie mit etwas Portierungsaufwand rechnen: Die GPU führt den Code unverändert aus.</translation>
    </message>
    <message>
        <source>&amp;Custom kernels or operations</source>
        <translation>Eigene Ke&amp;rnels oder Operationen</translation>
    </message>
    <message>
        <source>Hand-written kernels and unusual operations are where TPUs struggle most.</source>
        <translation>Bei handgeschriebenen Kernels und ungewöhnlichen Operationen tun sich TPUs am schwersten.</translation>
    </message>
    <message>
        <source>None (standard framework operations only)</source>
        <translation>Keine (nur Standardoperationen)</translation>
    </message>
    <message>
        <source>Some, with XLA or Pallas equivalents</source>
        <translation>Einige, mit XLA- oder Pallas-Entsprechung</translation>
    </message>
    <message>
        <source>Custom operations that have XLA or Pallas versions can move, but each one is porting and testing work.</source>
        <translation>Eigene Operationen mit XLA- oder Pallas-Varianten lassen sich übertragen, aber jede bedeutet Portierungs- und Testaufwand.</translation>
    </message>
    <message>
        <source>Yes (CUDA or Triton kernels)</source>
        <translation>Ja (CUDA- oder Triton-Kernels)</translation>
    </message>
    <message>
        <source>Project &amp;stage</source>
        <translation>P&amp;rojektphase</translation>
    </message>
    <message>
        <source>Early, changing work wants the GPU&apos;s flexibility; large runs on a settled architecture are where TPUs pay off.</source>
        <translation>Frühe Arbeit mit häufigen Änderungen braucht die Flexibilität der GPU; bei großen Läufen auf einer gefestigten Architektur zahlen sich TPUs aus.</translation>
    </message>
    <message>
        <source>Research (the architecture changes weekly)</source>
        <translation>Forschung (Architektur ändert sich wöchentlich)</translation>
    </message>
    <message>
        <source>Exploratory work with a changing architecture is the GPU&apos;s home ground: fast iteration, easy debugging, every new operator supported.</source>
        <translation>Explorative Arbeit mit wechselnder Architektur ist das Heimspiel der GPU: schnelle Iteration, einfaches Debugging, Unterstützung für jeden neuen Operator.</translation>
    </message>
    <message>
        <source>exploratory research runs</source>
        <translation>explorative Forschungsläufe</translation>
    </message>
    <message>
        <source>Prototype (a candidate model, still changing)</source>
        <translation>Prototyp (Kandidatenmodell, noch im Wandel)</translation>
    </message>
    <message>
        <source>prototyping and ablations</source>
        <translation>Prototyping und Ablationsstudien</translation>
    </message>
    <message>
        <source>Scale-up (the architecture is settling, large runs are being prepared)</source>
        <translation>Scale-up (Architektur festigt sich, große Läufe in Vorbereitung)</translation>
    </message>
    <message>
        <source>the large training runs once the architecture is frozen</source>
        <translation>die großen Trainingsläufe, sobald die Architektur feststeht</translation>
    </message>
    <message>
        <source>Production (a stable model retrained or served on a schedule)</source>
        <translation>Produktion (stabiles Modell, planmäßig neu trainiert oder bereitgestellt)</translation>
    </message>
    <message>
        <source>scheduled production training</source>
        <translation>planmäßiges Produktionstraining</translation>
    </message>
    <message>
        <source>Main &amp;workload</source>
        <translation>Haupt-Wor&amp;kload</translation>
    </message>
    <message>
        <source>Both platforms train and serve; the balance between the two changes the picture.</source>
        <translation>Beide Plattformen beherrschen Training und Serving; das Verhältnis zwischen beidem verändert das Bild.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>Inferenz (Serving)</translation>
    </message>
    <message>
        <source>Both training and serving</source>
        <translation>Training und Serving</translation>
    </message>
    <message>
        <source>Training and serving pull in different directions; the serving question decides more.</source>
        <translation>Training und Serving ziehen in verschiedene Richtungen; die Frage zum Serving ist entscheidender.</translation>
    </message>
    <message>
        <source>Kind of &amp;serving</source>
        <translation>Art des &amp;Servings</translation>
    </message>
    <message>
        <source>Asked only when you serve models: the shape of the traffic decides which chip serves it best.</source>
        <translation>Wird nur gefragt, wenn Sie Modelle bereitstellen: Die Art des Traffics entscheidet, welcher Chip ihn am besten bedient.</translation>
    </message>
    <message>
        <source>Online, low latency, variable requests</source>
        <translation>Online, niedrige Latenz, variable Anfragen</translation>
    </message>
    <message>
        <source>GPUs serve unpredictable, low-latency traffic flexibly, with variable batch sizes and many models side by side.</source>
        <translation>GPUs bedienen unvorhersehbaren Traffic mit niedriger Latenz flexibel, mit variablen Batch-Größen und vielen Modellen nebeneinander.</translation>
    </message>
    <message>
        <source>online, low-latency serving</source>
        <translation>Online-Serving mit niedriger Latenz</translation>
    </message>
    <message>
        <source>Batch or high-throughput serving</source>
        <translation>Batch-Serving oder Serving mit hohem Durchsatz</translation>
    </message>
    <message>
        <source>Large-batch, high-throughput inference inside Google Cloud is where TPUs serve most efficiently.</source>
        <translation>Bei Inferenz mit großen Batches und hohem Durchsatz innerhalb von Google Cloud arbeiten TPUs am effizientesten.</translation>
    </message>
    <message>
        <source>batch, high-throughput inference</source>
        <translation>Batch-Inferenz mit hohem Durchsatz</translation>
    </message>
    <message>
        <source>&amp;Model family</source>
        <translation>&amp;Modellfamilie</translation>
    </message>
    <message>
        <source>How much of the compute is large, regular matrix multiplication.</source>
        <translation>Welcher Anteil der Rechenarbeit aus großen, regelmäßigen Matrixmultiplikationen besteht.</translation>
    </message>
    <message>
        <source>Dense transformer</source>
        <translation>Dense Transformer</translation>
    </message>
    <message>
        <source>Convolutional network</source>
        <translation>Faltungsnetz (CNN)</translation>
    </message>
    <message>
        <source>Convolutions map well to both; TPUs do well once shapes are fixed.</source>
        <translation>Faltungen lassen sich gut auf beide abbilden; TPUs sind stark, sobald die Shapes feststehen.</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mixture of Experts</translation>
    </message>
    <message>
        <source>Expert routing adds data-dependent work; both platforms train mixtures of experts at scale, so this leans neither way.</source>
        <translation>Das Routing zu den Experten bringt datenabhängige Arbeit mit sich; beide Plattformen trainieren Mixture-of-Experts-Modelle im großen Maßstab, daher gibt es hier keine Tendenz.</translation>
    </message>
    <message>
        <source>Recommender with large embeddings</source>
        <translation>Recommender mit großen Embeddings</translation>
    </message>
    <message>
        <source>Google lists ultra-large embeddings, common in ranking and recommendation, among the workloads TPUs suit.</source>
        <translation>Google nennt extrem große Embeddings, wie sie in Ranking- und Recommender-Systemen üblich sind, unter den Workloads, für die TPUs geeignet sind.</translation>
    </message>
    <message>
        <source>Other or unusual architecture</source>
        <translation>Andere oder ungewöhnliche Architektur</translation>
    </message>
    <message>
        <source>Architectures that do not fit a standard mould benefit from the GPU&apos;s general purpose design.</source>
        <translation>Architekturen, die in kein Standardschema passen, profitieren von der universellen Auslegung der GPU.</translation>
    </message>
    <message>
        <source>Tensor s&amp;hapes</source>
        <translation>&amp;Tensor-Shapes</translation>
    </message>
    <message>
        <source>A TPU compiles a program per shape; shapes that change force recompilation or padding.</source>
        <translation>Eine TPU kompiliert pro Shape ein eigenes Programm; wechselnde Shapes erzwingen Neukompilierung oder Padding.</translation>
    </message>
    <message>
        <source>Static (the same shapes every step)</source>
        <translation>Statisch (gleiche Shapes in jedem Schritt)</translation>
    </message>
    <message>
        <source>Bucketed or padded to a few sizes</source>
        <translation>Bucketing oder Padding auf wenige Größen</translation>
    </message>
    <message>
        <source>Dynamic (shapes vary freely)</source>
        <translation>Dynamisch (Shapes variieren frei)</translation>
    </message>
    <message>
        <source>TPUs struggle with dynamic shapes; GPUs accommodate them without recompiling.</source>
        <translation>TPUs tun sich mit dynamischen Shapes schwer; GPUs verarbeiten sie ohne Neukompilierung.</translation>
    </message>
    <message>
        <source>Data-dependent &amp;control flow</source>
        <translation>Datenabhängiger &amp;Kontrollfluss</translation>
    </message>
    <message>
        <source>Branches that depend on the data are awkward to compile for a TPU.</source>
        <translation>Datenabhängige Verzweigungen lassen sich nur umständlich für eine TPU kompilieren.</translation>
    </message>
    <message>
        <source>Occasional branching works under XLA but needs care.</source>
        <translation>Gelegentliche Verzweigungen funktionieren mit XLA, erfordern aber Sorgfalt.</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Viel</translation>
    </message>
    <message>
        <source>Models full of conditional logic are a GPU workload: its cores handle branching natively.</source>
        <translation>Modelle voller bedingter Logik sind ein GPU-Workload: Die GPU-Kerne verarbeiten Verzweigungen nativ.</translation>
    </message>
    <message>
        <source>How often you &amp;debug and profile</source>
        <translation>Wie o&amp;ft Sie debuggen und Profiler einsetzen</translation>
    </message>
    <message>
        <source>GPUs have the mature debuggers and profilers; TPUs suit work that rarely needs them.</source>
        <translation>Für GPUs gibt es ausgereifte Debugger und Profiler; TPUs eignen sich für Arbeit, die diese selten braucht.</translation>
    </message>
    <message>
        <source>Rarely</source>
        <translation>Selten</translation>
    </message>
    <message>
        <source>Pick TPUs when you need little debugging flexibility.</source>
        <translation>Wählen Sie TPUs, wenn Sie beim Debugging wenig Flexibilität brauchen.</translation>
    </message>
    <message>
        <source>Sometimes</source>
        <translation>Manchmal</translation>
    </message>
    <message>
        <source>Occasional debugging is easier with GPU tools such as PyTorch Profiler and Nsight.</source>
        <translation>Gelegentliches Debugging ist mit GPU-Werkzeugen wie PyTorch Profiler und Nsight einfacher.</translation>
    </message>
    <message>
        <source>Constantly</source>
        <translation>Ständig</translation>
    </message>
    <message>
        <source>Constant debugging wants the GPU&apos;s mature tools and local workflows.</source>
        <translation>Ständiges Debugging verlangt nach den ausgereiften Werkzeugen und lokalen Workflows der GPU.</translation>
    </message>
    <message>
        <source>debugging and profiling sessions</source>
        <translation>Debugging- und Profiling-Sitzungen</translation>
    </message>
    <message>
        <source>CUDA e&amp;xpertise in the team</source>
        <translation>&amp;CUDA-Expertise im Team</translation>
    </message>
    <message>
        <source>Existing GPU expertise is an asset you keep by staying on GPUs.</source>
        <translation>Vorhandene GPU-Expertise ist ein Kapital, das Sie behalten, wenn Sie bei GPUs bleiben.</translation>
    </message>
    <message>
        <source>Some CUDA experience makes the GPU path smoother.</source>
        <translation>Etwas CUDA-Erfahrung erleichtert die Arbeit mit GPUs.</translation>
    </message>
    <message>
        <source>Deep CUDA expertise is a strong reason to stay on GPUs.</source>
        <translation>Umfassende CUDA-Expertise ist ein starker Grund, bei GPUs zu bleiben.</translation>
    </message>
    <message>
        <source>XLA, JAX or TPU &amp;experience</source>
        <translation>E&amp;rfahrung mit XLA, JAX oder TPU</translation>
    </message>
    <message>
        <source>Keeping a TPU busy takes people who know its compiler stack.</source>
        <translation>Um eine TPU auszulasten, braucht es Fachleute, die ihren Compiler-Stack kennen.</translation>
    </message>
    <message>
        <source>Without TPU skills the team faces a learning curve before the chips pay off.</source>
        <translation>Ohne TPU-Kenntnisse steht das Team vor einer Lernkurve, bevor sich die Chips auszahlen.</translation>
    </message>
    <message>
        <source>Time you can spend &amp;porting</source>
        <translation>Verfügbare Zeit für die Por&amp;tierung</translation>
    </message>
    <message>
        <source>Moving to TPUs has a human cost: weeks of engineering to port and tune.</source>
        <translation>Der Wechsel zu TPUs kostet Arbeitskraft: Wochen an Entwicklungsarbeit für Portierung und Tuning.</translation>
    </message>
    <message>
        <source>A few weeks</source>
        <translation>Einige Wochen</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Where the work must &amp;run</source>
        <translation>Wo der Workload laufen &amp;muss</translation>
    </message>
    <message>
        <source>TPUs exist only as a Google Cloud service; GPUs are available almost everywhere.</source>
        <translation>TPUs gibt es nur als Dienst von Google Cloud; GPUs sind fast überall verfügbar.</translation>
    </message>
    <message>
        <source>Google Cloud</source>
        <translation>Google Cloud</translation>
    </message>
    <message>
        <source>On premises</source>
        <translation>On-Premises</translation>
    </message>
    <message>
        <source>At the edge or on devices</source>
        <translation>Am Edge oder auf Geräten</translation>
    </message>
    <message>
        <source>Dependence on one cloud provider</source>
        <translation>Abhängigkeit von einem Cloud-Anbieter</translation>
    </message>
    <message>
        <source>TPUs tie you to Google Cloud and its pricing.</source>
        <translation>TPUs binden Sie an Google Cloud und an die dortigen Preise.</translation>
    </message>
    <message>
        <source>Must be avoided</source>
        <translation>Muss vermieden werden</translation>
    </message>
    <message>
        <source>If lock-in must be avoided, the portable GPU is the safer choice.</source>
        <translation>Wenn ein Lock-in vermieden werden muss, ist die portable GPU die sicherere Wahl.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Akzeptabel</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>Zei&amp;tplan</translation>
    </message>
    <message>
        <source>A faster chip is no help behind a long queue or a long port.</source>
        <translation>Ein schnellerer Chip hilft nicht, wenn eine lange Warteschlange oder eine langwierige Portierung im Weg steht.</translation>
    </message>
    <message>
        <source>Urgent (results needed within weeks)</source>
        <translation>Dringend (Ergebnisse binnen Wochen nötig)</translation>
    </message>
    <message>
        <source>When time is short, use hardware you can get and code that runs today.</source>
        <translation>Wenn die Zeit knapp ist, nutzen Sie Hardware, die Sie bekommen, und Code, der heute schon läuft.</translation>
    </message>
    <message>
        <source>Flexible</source>
        <translation>Flexibel</translation>
    </message>
    <message>
        <source>Input &amp;data pipeline</source>
        <translation>Eingabedaten-&amp;Pipeline</translation>
    </message>
    <message>
        <source>A TPU idles when storage or the network cannot feed it.</source>
        <translation>Eine TPU läuft leer, wenn Datenspeicher oder Netzwerk sie nicht mit Daten versorgen können.</translation>
    </message>
    <message>
        <source>Fast enough to keep accelerators busy</source>
        <translation>Schnell genug für volle Auslastung</translation>
    </message>
    <message>
        <source>Not measured</source>
        <translation>Nicht gemessen</translation>
    </message>
    <message>
        <source>An unmeasured pipeline risks leaving expensive TPUs waiting for data.</source>
        <translation>Bei einer nicht gemessenen Pipeline riskieren Sie, dass teure TPUs auf Daten warten.</translation>
    </message>
    <message>
        <source>Already a bottleneck</source>
        <translation>Bereits ein Engpass</translation>
    </message>
    <message>
        <source>A slow pipeline wastes a TPU more than a GPU; fix it first.</source>
        <translation>Eine langsame Pipeline verschwendet eine TPU stärker als eine GPU; beheben Sie das zuerst.</translation>
    </message>
    <message>
        <source>Other uses of the &amp;hardware</source>
        <translation>&amp;Sonstige Nutzung der Hardware</translation>
    </message>
    <message>
        <source>Hardware shared with non-ML work favours general-purpose GPUs.</source>
        <translation>Hardware, die auch für Nicht-ML-Arbeit genutzt wird, spricht für universell einsetzbare GPUs.</translation>
    </message>
    <message>
        <source>Machine learning only</source>
        <translation>Nur Machine Learning</translation>
    </message>
    <message>
        <source>Also rendering, simulation or data engineering</source>
        <translation>Auch Rendering, Simulation oder Data Engineering</translation>
    </message>
    <message>
        <source>Only GPUs also run rendering, simulation and data-engineering work.</source>
        <translation>Nur GPUs bewältigen auch Rendering, Simulation und Data Engineering.</translation>
    </message>
    <message>
        <source>Largest &amp;run</source>
        <translation>G&amp;rößter Lauf</translation>
    </message>
    <message>
        <source>TPU interconnects and pods are built for distributed training; GPUs scale too, with careful tuning.</source>
        <translation>TPU-Interconnects und -Pods sind für verteiltes Training gebaut; GPUs skalieren mit sorgfältigem Tuning ebenfalls.</translation>
    </message>
    <message>
        <source>One device</source>
        <translation>Ein Gerät</translation>
    </message>
    <message>
        <source>A single device gains nothing from TPU interconnects, and GPUs are easiest to get one at a time.</source>
        <translation>Ein einzelnes Gerät profitiert nicht von TPU-Interconnects, und einzelne GPUs sind am leichtesten zu bekommen.</translation>
    </message>
    <message>
        <source>2 to 8 devices (one node)</source>
        <translation>2 bis 8 Geräte (ein Knoten)</translation>
    </message>
    <message>
        <source>Within one node both platforms scale easily.</source>
        <translation>Innerhalb eines Knotens skalieren beide Plattformen problemlos.</translation>
    </message>
    <message>
        <source>9 to 256 devices</source>
        <translation>9 bis 256 Geräte</translation>
    </message>
    <message>
        <source>Across many devices, the TPU&apos;s fast, predictable interconnect starts to tell.</source>
        <translation>Über viele Geräte hinweg macht sich der schnelle, vorhersehbare Interconnect der TPU bemerkbar.</translation>
    </message>
    <message>
        <source>the multi-node runs</source>
        <translation>die Läufe über mehrere Knoten</translation>
    </message>
    <message>
        <source>More than 256 devices</source>
        <translation>Mehr als 256 Geräte</translation>
    </message>
    <message>
        <source>Pod-scale training is what TPU slices and their interconnect are designed for.</source>
        <translation>Für Training im Pod-Maßstab sind TPU-Slices und ihr Interconnect ausgelegt.</translation>
    </message>
    <message>
        <source>the pod-scale runs</source>
        <translation>die Läufe im Pod-Maßstab</translation>
    </message>
    <message>
        <source>&amp;Duration of the jobs</source>
        <translation>Dauer der &amp;Jobs</translation>
    </message>
    <message>
        <source>TPUs are most cost-effective for large, sustained jobs.</source>
        <translation>Am kosteneffizientesten sind TPUs bei großen, lang laufenden Jobs.</translation>
    </message>
    <message>
        <source>Short bursts</source>
        <translation>Kurz und sporadisch</translation>
    </message>
    <message>
        <source>Short, irregular jobs fit GPUs rented or owned as needed.</source>
        <translation>Kurze, unregelmäßige Jobs passen zu GPUs, die nach Bedarf gemietet oder selbst betrieben werden.</translation>
    </message>
    <message>
        <source>Sustained (days to months)</source>
        <translation>Dauerhaft (Tage bis Monate)</translation>
    </message>
    <message>
        <source>Long, steady jobs are where TPUs are most cost-effective.</source>
        <translation>Bei langen, gleichmäßigen Jobs sind TPUs am kosteneffizientesten.</translation>
    </message>
    <message>
        <source>What matters &amp;most</source>
        <translation>Was am &amp;meisten zählt</translation>
    </message>
    <message>
        <source>A balance between the freedom to pivot and the power to scale.</source>
        <translation>Eine Abwägung zwischen der Freiheit zum Kurswechsel und der Kraft zur Skalierung.</translation>
    </message>
    <message>
        <source>Flexibility to pivot</source>
        <translation>Flexibilität für Kurswechsel</translation>
    </message>
    <message>
        <source>The freedom to change course is the GPU&apos;s strength.</source>
        <translation>Die Freiheit, den Kurs zu ändern, ist die Stärke der GPU.</translation>
    </message>
    <message>
        <source>A balance of both</source>
        <translation>Ausgewogene Mischung</translation>
    </message>
    <message>
        <source>A balance favours neither platform.</source>
        <translation>Eine ausgewogene Mischung spricht für keine der beiden Plattformen.</translation>
    </message>
    <message>
        <source>Cost efficiency at scale</source>
        <translation>Kosteneffizienz im großen Maßstab</translation>
    </message>
    <message>
        <source>At scale TPUs can give better price-performance, within Google Cloud pricing.</source>
        <translation>Im großen Maßstab können TPUs ein besseres Preis-Leistungs-Verhältnis bieten, im Rahmen der Preise von Google Cloud.</translation>
    </message>
    <message>
        <source>TPUs are available only as a Google Cloud service; they cannot run on premises or at the edge.</source>
        <translation>TPUs sind nur als Dienst von Google Cloud verfügbar; sie können weder im eigenen Rechenzentrum noch am Edge laufen.</translation>
    </message>
    <message>
        <source>CUDA kernels cannot run on a TPU, and there is no time to port them.</source>
        <translation>CUDA-Kernels laufen nicht auf einer TPU, und es fehlt die Zeit, sie zu portieren.</translation>
    </message>
    <message>
        <source>development, experiments and debugging</source>
        <translation>Entwicklung, Experimente und Debugging</translation>
    </message>
    <message>
        <source>the large, stable training runs</source>
        <translation>die großen, stabilen Trainingsläufe</translation>
    </message>
    <message>
        <source>JAX compiles through XLA by design, so the same code runs on TPUs of every generation without porting; the sources pair it with TensorFlow as a TPU fit.</source>
        <translation>JAX kompiliert konstruktionsbedingt über XLA, daher läuft derselbe Code ohne Portierung auf TPUs jeder Generation; die Quellen nennen es zusammen mit TensorFlow als gut für TPUs geeignet.</translation>
    </message>
    <message>
        <source>Compiling under XLA makes a TPU possible; it is not in itself a reason to choose one.</source>
        <translation>Die Kompilierung mit XLA macht eine TPU möglich; für sich genommen ist sie kein Grund, eine zu wählen.</translation>
    </message>
    <message>
        <source>Standard operations remove an obstacle to TPUs; on their own they favour neither chip.</source>
        <translation>Standardoperationen räumen ein Hindernis für TPUs aus dem Weg; für sich genommen sprechen sie für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>CUDA and Triton kernels run only on GPUs; Google itself says TPUs are not suited to custom operations in the main training loop.</source>
        <translation>CUDA- und Triton-Kernels laufen nur auf GPUs; Google selbst sagt, dass TPUs für eigene Operationen in der zentralen Trainingsschleife nicht geeignet sind.</translation>
    </message>
    <message>
        <source>Prototyping is the messy, creative phase that the sources give to GPUs: the model still changes often.</source>
        <translation>Prototyping ist die chaotische, kreative Phase, die die Quellen den GPUs zuordnen: Das Modell ändert sich noch häufig.</translation>
    </message>
    <message>
        <source>A stable model favours TPUs only when the work is large or sustained (the factory line); a stable model on one or a few devices favours neither chip.</source>
        <translation>Ein stabiles Modell spricht nur dann für TPUs, wenn die Arbeit groß oder langfristig ist (die „Fertigungsstraße“); ein stabiles Modell auf einem oder wenigen Geräten spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Both chips train; scale, stage and the model decide which fits better.</source>
        <translation>Beide Chips können trainieren; Größenordnung, Projektphase und Modell entscheiden, welcher besser passt.</translation>
    </message>
    <message>
        <source>Both chips serve models; the kind of serving decides which fits better.</source>
        <translation>Beide Chips können Modelle bereitstellen; die Art des Servings entscheidet, welcher besser passt.</translation>
    </message>
    <message>
        <source>Dense transformers are dominated by predictable matrix multiplications, which a TPU&apos;s systolic arrays are built for.</source>
        <translation>Dense Transformer werden von vorhersehbaren Matrixmultiplikationen dominiert, für die die systolischen Arrays einer TPU gebaut sind.</translation>
    </message>
    <message>
        <source>Fixed shapes compile once: the regular, structured compute TPUs focus on.</source>
        <translation>Feste Shapes werden nur einmal kompiliert: die regelmäßige, strukturierte Berechnung, auf die TPUs ausgerichtet sind.</translation>
    </message>
    <message>
        <source>A handful of padded sizes costs a few compilations and some wasted work: TPUs tolerate it, and it favours neither chip.</source>
        <translation>Eine Handvoll aufgefüllter Größen kostet einige Kompilierungen und etwas verschwendete Arbeit: TPUs verkraften das, und es spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Without branching there is no obstacle to a TPU, and no reason to prefer one either.</source>
        <translation>Ohne Verzweigungen steht einer TPU nichts im Weg, es gibt aber auch keinen Grund, sie vorzuziehen.</translation>
    </message>
    <message>
        <source>With no CUDA investment to protect, the choice stays open: this favours neither chip.</source>
        <translation>Ohne CUDA-Investitionen, die es zu schützen gilt, bleibt die Wahl offen: Das spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Some XLA experience removes the learning curve; it is not a reason to choose TPUs.</source>
        <translation>Etwas XLA-Erfahrung erspart die Lernkurve; ein Grund, TPUs zu wählen, ist das nicht.</translation>
    </message>
    <message>
        <source>A team fluent in XLA can keep a TPU fully busy, which the sources say takes rare skill: a small point for TPUs.</source>
        <translation>Ein Team, das XLA sicher beherrscht, kann eine TPU voll auslasten – laut den Quellen eine seltene Fähigkeit: ein kleiner Pluspunkt für TPUs.</translation>
    </message>
    <message>
        <source>With no time to port, the code stays where it runs today: the human cost of a TPU cannot be paid.</source>
        <translation>Ohne Zeit für die Portierung bleibt der Code dort, wo er heute läuft: Den Personalaufwand für eine TPU kann das Team nicht aufbringen.</translation>
    </message>
    <message>
        <source>A few weeks covers porting and tuning a model that already fits XLA: the human cost can be paid, which favours neither chip.</source>
        <translation>Einige Wochen reichen, um ein Modell, das bereits zu XLA passt, zu portieren und zu optimieren: Der Personalaufwand ist tragbar, was für keinen der beiden Chips spricht.</translation>
    </message>
    <message>
        <source>Months of budget make even a substantial port realistic; time to port is not a reason to port.</source>
        <translation>Mit einem Zeitbudget von Monaten wird selbst eine umfangreiche Portierung realistisch; dass Zeit dafür da ist, ist aber noch kein Grund zu portieren.</translation>
    </message>
    <message>
        <source>On Google Cloud both platforms are available: that makes a TPU possible, not preferable.</source>
        <translation>Bei Google Cloud sind beide Plattformen verfügbar: Damit ist eine TPU möglich, aber nicht automatisch die bessere Wahl.</translation>
    </message>
    <message>
        <source>Other clouds offer GPUs but no TPUs: a blocker, shown as such.</source>
        <translation>Andere Clouds bieten GPUs, aber keine TPUs: ein Ausschlusskriterium, das als solches angezeigt wird.</translation>
    </message>
    <message>
        <source>Several clouds (the work must stay portable between them)</source>
        <translation>Mehrere Clouds (der Workload muss zwischen ihnen portierbar bleiben)</translation>
    </message>
    <message>
        <source>Work that must move between clouds cannot depend on a chip only Google Cloud offers: a blocker, shown as such.</source>
        <translation>Ein Workload, der zwischen Clouds wechseln muss, kann nicht von einem Chip abhängen, den nur Google Cloud anbietet: ein Ausschlusskriterium, das als solches angezeigt wird.</translation>
    </message>
    <message>
        <source>Several clouds, Google Cloud among them for the large runs</source>
        <translation>Mehrere Clouds, darunter Google Cloud für die großen Läufe</translation>
    </message>
    <message>
        <source>TPUs stay possible on the Google Cloud side, but freedom to move between clouds is one of the GPU&apos;s strengths.</source>
        <translation>Auf der Seite von Google Cloud bleiben TPUs möglich, aber die Freiheit, zwischen Clouds zu wechseln, ist eine Stärke der GPU.</translation>
    </message>
    <message>
        <source>TPUs cannot be bought or installed on premises: a blocker, shown as such.</source>
        <translation>TPUs lassen sich weder kaufen noch im eigenen Rechenzentrum installieren: ein Ausschlusskriterium, das als solches angezeigt wird.</translation>
    </message>
    <message>
        <source>Cloud TPUs cannot be deployed at the edge: a blocker, shown as such.</source>
        <translation>Cloud TPUs lassen sich nicht am Edge einsetzen: ein Ausschlusskriterium, das als solches angezeigt wird.</translation>
    </message>
    <message>
        <source>Accepting Google Cloud pricing removes an obstacle to TPUs without favouring them.</source>
        <translation>Wer die Preise von Google Cloud akzeptiert, räumt ein Hindernis für TPUs aus dem Weg, ohne sie zu bevorzugen.</translation>
    </message>
    <message>
        <source>A flexible timeline leaves room to port and tune, without favouring either chip.</source>
        <translation>Ein flexibler Zeitplan lässt Raum für Portierung und Tuning, ohne einen der beiden Chips zu bevorzugen.</translation>
    </message>
    <message>
        <source>Dedicated ML hardware can be specialised, which favours neither chip by itself.</source>
        <translation>Hardware, die nur für ML dient, darf spezialisiert sein; das allein spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Owned GPUs, reservations, committed use or a granted TPU quota: a chip you have today beats a faster one you would wait for.</source>
        <translation>Eigene GPUs, Reservierungen, Committed Use oder ein bewilligtes TPU-Kontingent: Ein Chip, den Sie heute haben, schlägt einen schnelleren, auf den Sie warten müssten.</translation>
    </message>
    <message>
        <source>GPUs (owned, reserved or committed)</source>
        <translation>GPUs (eigene, reservierte oder per Committed Use)</translation>
    </message>
    <message>
        <source>GPU capacity already in hand is available now; a TPU gives no benefit while you queue for it.</source>
        <translation>Bereits vorhandene GPU-Kapazität ist sofort verfügbar; eine TPU bringt nichts, solange Sie auf sie warten.</translation>
    </message>
    <message>
        <source>TPU quota or a TPU reservation</source>
        <translation>TPU-Kontingent oder TPU-Reservierung</translation>
    </message>
    <message>
        <source>TPU capacity already granted removes the queue and is paid for or promised: it favours using it.</source>
        <translation>Bereits bewilligte TPU-Kapazität erspart die Warteschlange und ist bezahlt oder zugesagt: Das spricht dafür, sie zu nutzen.</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beides</translation>
    </message>
    <message>
        <source>Capacity on both sides leaves the choice to the other answers.</source>
        <translation>Mit Kapazität auf beiden Seiten entscheiden die übrigen Antworten.</translation>
    </message>
    <message>
        <source>Neither yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <source>With nothing held yet, availability is decided by how long each would take to get.</source>
        <translation>Wenn noch nichts vorhanden ist, entscheidet die Beschaffungsdauer jedes Chips über die Verfügbarkeit.</translation>
    </message>
    <message>
        <source>&amp;Wait for TPUs of the size you need</source>
        <translation>&amp;Wartezeit auf TPUs in der benötigten Größe</translation>
    </message>
    <message>
        <source>Quota or a slice of the right size in your region can take time to obtain; a faster chip is no help behind a long queue.</source>
        <translation>Ein Kontingent oder ein Slice der passenden Größe in Ihrer Region zu bekommen, kann dauern; ein schnellerer Chip hilft nicht, wenn eine lange Warteschlange im Weg steht.</translation>
    </message>
    <message>
        <source>Days or less</source>
        <translation>Höchstens einige Tage</translation>
    </message>
    <message>
        <source>TPUs within days remove the queue obstacle; that favours neither chip.</source>
        <translation>TPUs innerhalb weniger Tage beseitigen das Hindernis der Warteschlange; das spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>Weeks of waiting for TPU capacity cost time that GPUs you can get now do not.</source>
        <translation>Wochen des Wartens auf TPU-Kapazität kosten Zeit – anders als GPUs, die Sie sofort bekommen können.</translation>
    </message>
    <message>
        <source>Months, or no quota in sight</source>
        <translation>Monate oder kein Kontingent in Sicht</translation>
    </message>
    <message>
        <source>TPUs&apos; price-performance advantage is at scale (many devices); below that, or with the scale not known, cost efficiency favours neither chip.</source>
        <translation>Der Preis-Leistungs-Vorteil von TPUs liegt im großen Maßstab (viele Geräte); darunter oder bei unbekannter Größenordnung spricht die Kosteneffizienz für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>The work must run on another cloud, or stay portable between clouds; TPUs exist only in Google Cloud.</source>
        <translation>Der Workload muss in einer anderen Cloud laufen oder zwischen Clouds portierbar bleiben; TPUs gibt es nur in Google Cloud.</translation>
    </message>
    <message>
        <source>Results are needed within weeks, and TPU capacity is months away.</source>
        <translation>Ergebnisse werden binnen Wochen gebraucht, und TPU-Kapazität ist erst in Monaten verfügbar.</translation>
    </message>
    <message>
        <source>The code does not compile under XLA, and a TPU runs only what XLA compiles: until it does, TPUs are not an option.</source>
        <translation>Der Code lässt sich nicht mit XLA kompilieren, und eine TPU führt nur aus, was XLA kompiliert: Bis sich das ändert, kommen TPUs nicht infrage.</translation>
    </message>
    <message>
        <source>A stable model trained at pod scale is the TPU&apos;s factory line: large-scale, production-grade work with the architecture locked in.</source>
        <translation>Ein stabiles Modell, das im Pod-Maßstab trainiert wird, ist die „Fertigungsstraße“ der TPU: Arbeit im großen Maßstab und auf Produktionsniveau, mit festgelegter Architektur.</translation>
    </message>
    <message>
        <source>A stable model run across many devices is where TPUs pay off: production-grade work at scale.</source>
        <translation>Bei einem stabilen Modell, das über viele Geräte läuft, zahlen sich TPUs aus: Arbeit auf Produktionsniveau im großen Maßstab.</translation>
    </message>
    <message>
        <source>A stable model kept busy for days or months leans a little to TPUs, which are most cost-effective for sustained jobs.</source>
        <translation>Ein stabiles Modell, das über Tage oder Monate ausgelastet ist, tendiert leicht zu TPUs, die bei lang laufenden Jobs am kosteneffizientesten sind.</translation>
    </message>
    <message>
        <source>Hybrid means GPUs for development and experimentation, TPUs for the scaled, stable runs. It is recommended only when TPUs are available, the answers show both an experimentation phase and scaled training runs, and TPUs lead the weighted score. With an experimentation phase and no scaled runs the verdict is GPU.</source>
        <translation>Hybrid bedeutet GPUs für Entwicklung und Experimente, TPUs für die skalierten, stabilen Läufe. Diese Empfehlung gibt es nur, wenn TPUs verfügbar sind, die Antworten sowohl eine Experimentierphase als auch skalierte Trainingsläufe zeigen und TPUs bei der gewichteten Punktzahl vorn liegen. Bei einer Experimentierphase ohne skalierte Läufe lautet die Empfehlung GPU.</translation>
    </message>
    <message>
        <source>A settling architecture is the classic moment for the mixed strategy: keep iterating on GPUs, move the large runs to TPUs if TPUs lead the score. On its own it favours neither chip.</source>
        <translation>Eine sich festigende Architektur ist der klassische Zeitpunkt für die gemischte Strategie: weiter auf GPUs iterieren und die großen Läufe auf TPUs verlagern, wenn die TPUs bei der Punktzahl vorn liegen. Für sich genommen spricht sie für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Accelerators you already h&amp;old</source>
        <translation>Beschleuniger, über die Sie bereits &amp;verfügen</translation>
    </message>
    <message>
        <source>A TPU months away gives no benefit now: the availability check of the selection playbook fails.</source>
        <translation>Eine TPU, die erst in Monaten verfügbar ist, bringt jetzt nichts: Die Verfügbarkeitsprüfung des Auswahlleitfadens schlägt fehl.</translation>
    </message>
    <message>
        <source>The code already compiles under XLA with standard operations, so having no time to port costs little: only tuning is left.</source>
        <translation>Der Code lässt sich bereits mit XLA und Standardoperationen kompilieren, daher kostet fehlende Zeit für die Portierung wenig: Es bleibt nur das Tuning.</translation>
    </message>
    <message>
        <source>JAX programs are compiled by XLA by design, and TPUs are built for JAX and TensorFlow: code written in JAX nearly always compiles under XLA.</source>
        <translation>JAX-Programme werden grundsätzlich von XLA kompiliert, und TPUs sind für JAX und TensorFlow gebaut: In JAX geschriebener Code lässt sich fast immer mit XLA kompilieren.</translation>
    </message>
    <message>
        <source>TensorFlow is one of the two frameworks TPUs are built for; most TensorFlow models compile under XLA, some with graph breaks.</source>
        <translation>TensorFlow ist eines der beiden Frameworks, für die TPUs gebaut sind; die meisten TensorFlow-Modelle lassen sich mit XLA kompilieren, manche mit Graph-Breaks.</translation>
    </message>
    <message>
        <source>Liquid Web (a GPU hosting vendor)</source>
        <translation>Liquid Web (ein GPU-Hoster)</translation>
    </message>
    <message>
        <source>AI news site</source>
        <translation>KI-Nachrichtenseite</translation>
    </message>
    <message>
        <source>JAX authors</source>
        <translation>JAX-Autoren</translation>
    </message>
    <message>
        <source>The work can run on Google Cloud</source>
        <translation>Der Workload kann in Google Cloud laufen</translation>
    </message>
    <message>
        <source>TPUs can be had in time for the deadline</source>
        <translation>TPUs sind rechtzeitig vor Ablauf der Frist verfügbar</translation>
    </message>
    <message>
        <source>No CUDA-only kernels, or time to port them</source>
        <translation>Keine reinen CUDA-Kernels – oder Zeit, sie zu portieren</translation>
    </message>
    <message>
        <source>The model compiles under XLA</source>
        <translation>Das Modell lässt sich mit XLA kompilieren</translation>
    </message>
    <message>
        <source>For a workload that only serves, flexible low-latency serving is the GPU&apos;s home ground: variable batch sizes, many models side by side.</source>
        <translation>Bei einem reinen Serving-Workload ist flexibles Serving mit niedriger Latenz das Heimspiel der GPU: variable Batch-Größen, viele Modelle nebeneinander.</translation>
    </message>
    <message>
        <source>For a workload that only serves, high-throughput batch inference is where TPUs serve most efficiently.</source>
        <translation>Bei einem reinen Serving-Workload sind TPUs in der Batch-Inferenz mit hohem Durchsatz am effizientesten.</translation>
    </message>
    <message>
        <source>A stable model in production serving favours neither chip by itself: the kind of serving decides.</source>
        <translation>Ein stabiles Modell im Produktiv-Serving spricht für sich genommen für keinen der beiden Chips: Die Art des Servings entscheidet.</translation>
    </message>
    <message>
        <source>More than 256 serving devices are mostly many copies of the model: their requests need little of the interconnect that pod-scale training uses.</source>
        <translation>Mehr als 256 Serving-Geräte sind meist viele Kopien des Modells: Ihre Anfragen beanspruchen den Interconnect, den das Training im Pod-Maßstab nutzt, nur wenig.</translation>
    </message>
    <message>
        <source>Tens of serving devices scale by adding copies of the model on either chip.</source>
        <translation>Einige Dutzend Serving-Geräte skalieren auf beiden Chips durch zusätzliche Kopien des Modells.</translation>
    </message>
    <message>
        <source>A steady serving load keeps the chips busy, where TPUs are cost-effective; how the requests arrive matters more.</source>
        <translation>Eine gleichmäßige Serving-Last hält die Chips ausgelastet, und dabei sind TPUs kosteneffizient; wichtiger ist aber, wie die Anfragen eintreffen.</translation>
    </message>
    <message>
        <source>Online traffic arrives in batches of every size, so the model&apos;s fixed shapes give a TPU less of an edge: this favours neither chip.</source>
        <translation>Online-Traffic kommt in Batches jeder Größe, daher verschaffen die festen Shapes des Modells einer TPU weniger Vorsprung: Das spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Results are due within weeks and TPUs are weeks away: a faster chip gives no benefit while you queue for it.</source>
        <translation>Ergebnisse werden binnen Wochen gebraucht, und TPUs sind erst in Wochen verfügbar: Ein schnellerer Chip bringt nichts, solange Sie auf ihn warten.</translation>
    </message>
    <message>
        <source>GPUs already in hand and results due within weeks: the capacity you hold is the capacity that delivers in time.</source>
        <translation>GPUs bereits vorhanden und Ergebnisse binnen Wochen fällig: Die Kapazität, die Sie haben, ist die, die rechtzeitig liefert.</translation>
    </message>
    <message>
        <source>The model only partly compiles under XLA and there is no time to fix the graph breaks: the human cost of a TPU cannot be paid.</source>
        <translation>Das Modell lässt sich nur teilweise mit XLA kompilieren, und es fehlt die Zeit, die Graph-Breaks zu beheben: Den Personalaufwand für eine TPU kann das Team nicht aufbringen.</translation>
    </message>
    <message>
        <source>The model only partly compiles under XLA and nobody in the team has XLA experience to fix the graph breaks.</source>
        <translation>Das Modell lässt sich nur teilweise mit XLA kompilieren, und niemand im Team hat die XLA-Erfahrung, um die Graph-Breaks zu beheben.</translation>
    </message>
    <message>
        <source>The model only partly compiles under XLA and results are due within weeks: there is no time to fix the graph breaks first.</source>
        <translation>Das Modell lässt sich nur teilweise mit XLA kompilieren, und Ergebnisse werden binnen Wochen gebraucht: Es bleibt keine Zeit, vorher die Graph-Breaks zu beheben.</translation>
    </message>
    <message>
        <source>JAX compiles through XLA by design, yet the model is said not to compile under XLA: check that answer.</source>
        <translation>JAX kompiliert konstruktionsbedingt über XLA, doch laut Antwort lässt sich das Modell nicht mit XLA kompilieren: Prüfen Sie diese Antwort.</translation>
    </message>
    <message>
        <source>TPU capacity is held, yet the work must run where TPUs are not offered: check where the work runs.</source>
        <translation>TPU-Kapazität ist vorhanden, doch der Workload muss dort laufen, wo es keine TPUs gibt: Prüfen Sie, wo der Workload läuft.</translation>
    </message>
    <message>
        <source>TPU capacity is held, yet TPUs are said to be months away: check whether what you hold covers the largest run.</source>
        <translation>TPU-Kapazität ist vorhanden, doch laut Antwort sind TPUs erst in Monaten verfügbar: Prüfen Sie, ob die vorhandene Kapazität für den größten Lauf reicht.</translation>
    </message>
    <message>
        <source>None</source>
        <comment>control flow</comment>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Some</source>
        <comment>control flow</comment>
        <translation>Vereinzelt</translation>
    </message>
    <message>
        <source>None</source>
        <comment>CUDA expertise</comment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Some</source>
        <comment>CUDA expertise</comment>
        <translation>Grundkenntnisse</translation>
    </message>
    <message>
        <source>Deep</source>
        <comment>CUDA expertise</comment>
        <translation>Umfassend</translation>
    </message>
    <message>
        <source>None</source>
        <comment>XLA experience</comment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Some</source>
        <comment>XLA experience</comment>
        <translation>Grundkenntnisse</translation>
    </message>
    <message>
        <source>Deep</source>
        <comment>XLA experience</comment>
        <translation>Umfassend</translation>
    </message>
    <message>
        <source>None</source>
        <comment>porting time</comment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>A pipeline that keeps up removes the utilisation obstacle; it favours neither chip.</source>
        <translation>Eine Pipeline, die mithält, beseitigt das Hindernis der Auslastung; sie spricht für keinen der beiden Chips.</translation>
    </message>
    <message>
        <source>Other (ONNX Runtime, custom C++/CUDA, …)</source>
        <translation>Andere (ONNX Runtime, eigenes C++/CUDA, …)</translation>
    </message>
    <message>
        <source>Another cloud (AWS, Azure, …)</source>
        <translation>Andere Cloud (AWS, Azure, …)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1: new, %2</source>
        <extracomment>An option of the bill that did not exist when the profile was saved: name, total.</extracomment>
        <translation>%1: neu, %2</translation>
    </message>
    <message>
        <source>%1: was %2, now left out</source>
        <extracomment>An option of the bill that no longer applies: name, total when saved.</extracomment>
        <translation>%1: war %2, jetzt entfallen</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (%4)</source>
        <extracomment>A bill total that changed since the save: option, old total, new total, and the difference with its sign.</extracomment>
        <translation>%1: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>The bill changed: %1.</source>
        <translation>Die Rechnung hat sich geändert: %1.</translation>
    </message>
    <message>
        <source>How the verdict is computed</source>
        <translation>Wie die Empfehlung berechnet wird</translation>
    </message>
    <message>
        <source>Unanswered questions count as neutral (lean 0).</source>
        <translation>Unbeantwortete Fragen zählen als neutral (Tendenz 0).</translation>
    </message>
    <message>
        <source>Hard constraints (blockers) make a platform unavailable; a blocked platform is never the verdict, whatever its score.</source>
        <translation>Harte Bedingungen (Ausschlusskriterien) machen eine Plattform unverfügbar; eine ausgeschlossene Plattform wird nie zur Empfehlung, unabhängig von ihrer Punktzahl.</translation>
    </message>
    <message>
        <source>Hybrid (GPUs for experimentation, TPUs for the scaled runs) requires the TPU to be available, both phases to be present in the answers, and the TPU&apos;s normalised margin (TPU − GPU) / (TPU + GPU) to be at least %1. %2 Sources: %3.</source>
        <translation>Hybrid (GPUs für Experimente, TPUs für die skalierten Läufe) setzt voraus, dass die TPU verfügbar ist, beide Phasen in den Antworten vorkommen und der normierte Abstand der TPU (TPU − GPU) / (TPU + GPU) mindestens %1 beträgt. %2 Quellen: %3.</translation>
    </message>
    <message>
        <source>Otherwise the higher score wins; on a tie the GPU is the default, because it runs the code as it is.</source>
        <translation>Andernfalls gewinnt die höhere Punktzahl; bei Gleichstand ist die GPU die Standardwahl, weil sie den Code unverändert ausführt.</translation>
    </message>
    <message>
        <source>What would change the verdict: every other option of every applicable question is tried on its own; the changes that give another verdict are listed.</source>
        <translation>Was die Empfehlung ändern würde: Jede andere Option jeder zutreffenden Frage wird einzeln durchgespielt; aufgeführt werden die Änderungen, die zu einer anderen Empfehlung führen.</translation>
    </message>
    <message>
        <source>Appendix: all answers</source>
        <translation>Anhang: alle Antworten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>does not apply to these answers</source>
        <translation>trifft bei diesen Antworten nicht zu</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <source>Contribution</source>
        <translation>Beitrag</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Ausschlusskriterien</translation>
    </message>
    <message>
        <source>These answers make a platform unavailable. A blocked platform is never the verdict, whatever its score.</source>
        <translation>Diese Antworten machen eine Plattform unverfügbar. Eine ausgeschlossene Plattform wird nie zur Empfehlung, unabhängig von ihrer Punktzahl.</translation>
    </message>
    <message>
        <source>%1 unavailable. </source>
        <translation>%1 nicht verfügbar. </translation>
    </message>
    <message>
        <source>%1 Because of: %2. Sources: %3.</source>
        <translation>%1 Ausgelöst durch: %2. Quellen: %3.</translation>
    </message>
    <message>
        <source>What would change the verdict</source>
        <translation>Was die Empfehlung ändern würde</translation>
    </message>
    <message>
        <source>No single answer change alters the verdict.</source>
        <translation>Keine einzelne Antwortänderung führt zu einer anderen Empfehlung.</translation>
    </message>
    <message>
        <source>Each row is one answer change that, on its own, gives a different verdict; the smallest changes come first.</source>
        <translation>Jede Zeile ist eine einzelne Antwortänderung, die für sich allein zu einer anderen Empfehlung führt; die kleinsten Änderungen stehen oben.</translation>
    </message>
    <message>
        <source>Current answer</source>
        <translation>Aktuelle Antwort</translation>
    </message>
    <message>
        <source>Changed to</source>
        <translation>Geändert in</translation>
    </message>
    <message>
        <source>New verdict</source>
        <translation>Neue Empfehlung</translation>
    </message>
    <message>
        <source>Unanswered questions</source>
        <translation>Unbeantwortete Fragen</translation>
    </message>
    <message>
        <source>Alone, could change the verdict</source>
        <translation>Könnte allein die Empfehlung ändern</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>(unnamed profile)</source>
        <translation>(unbenanntes Profil)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>Accelerator Advisor %1</source>
        <translation>Accelerator Advisor %1</translation>
    </message>
    <message>
        <source>GPU or TPU: %1</source>
        <translation>GPU oder TPU: %1</translation>
    </message>
    <message>
        <source>the fewest chips that fit and finish within %1</source>
        <translation>die wenigsten Chips, die passen und die Frist (%1) einhalten</translation>
    </message>
    <message>
        <source>No available accelerator fits this workload with the chips chosen; see the table for what each would need.</source>
        <translation>Kein verfügbarer Beschleuniger bewältigt diesen Workload mit der gewählten Chipzahl; was jeder bräuchte, steht in der Tabelle.</translation>
    </message>
    <message>
        <source>Fastest: %1.</source>
        <translation>Am schnellsten: %1.</translation>
    </message>
    <message>
        <source>[source: %1]</source>
        <translation>[Quelle: %1]</translation>
    </message>
    <message>
        <source>Workload sizing and cost</source>
        <translation>Workload-Dimensionierung und Kosten</translation>
    </message>
    <message>
        <source>Ranges run from the optimistic to the pessimistic assumption. Sizing never overrides a blocker: accelerators your answers rule out are listed as unavailable with the reason.</source>
        <translation>Die Spannen reichen von der optimistischen bis zur pessimistischen Annahme. Die Dimensionierung setzt nie ein Ausschlusskriterium außer Kraft: Beschleuniger, die Ihre Antworten ausschließen, werden mit Begründung als nicht verfügbar aufgeführt.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>How to split the work:</source>
        <translation>Aufteilung der Arbeit:</translation>
    </message>
    <message>
        <source>Factor chart</source>
        <translation>Faktordiagramm</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Favours</source>
        <translation>Spricht für</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Every answer has a lean between −1 (strongly favours the GPU) and +1 (strongly favours the TPU), taken from the question catalogue with the reason and sources shown in the factor table.</source>
        <translation>Jede Antwort hat eine Tendenz zwischen −1 (spricht stark für die GPU) und +1 (spricht stark für die TPU); sie stammt aus dem Fragenkatalog, Begründung und Quellen stehen in der Faktortabelle.</translation>
    </message>
    <message>
        <source>the chips the load needs</source>
        <translation>die Chips, die die Last braucht</translation>
    </message>
    <message>
        <source>%1 of a %2 on %3 tokens of %4 tokens per sequence (%5 FLOPs) in %6 on %7; each accelerator gets %8.</source>
        <translation>%1: ein %2, %3 Tokens in Sequenzen zu je %4 Tokens (%5 FLOPs) in %6 (%7); für jeden Beschleuniger angesetzt: %8.</translation>
    </message>
    <message>
        <source>One question was left open; the engine counts it as neutral.</source>
        <translation>Eine Frage blieb offen; die Auswertung zählt sie als neutral.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln questions were left open; the engine counts them as neutral.</source>
        <translation>
            <numerusform>%Ln Frage blieb offen; die Auswertung zählt sie als neutral.</numerusform>
            <numerusform>%Ln Fragen blieben offen; die Auswertung zählt sie als neutral.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing changed since you saved on %1: the same verdict, confidence and figures.</source>
        <translation>Seit dem Speichern am %1 hat sich nichts geändert: dieselbe Empfehlung, dieselbe Konfidenz, dieselben Zahlen.</translation>
    </message>
    <message>
        <source>The decision model was updated from version %1 to %2; it gives the same result for these answers.</source>
        <translation>Das Entscheidungsmodell wurde von Version %1 auf %2 aktualisiert; es liefert für diese Antworten dasselbe Ergebnis.</translation>
    </message>
    <message>
        <source>Your answers changed: %1.</source>
        <translation>Ihre Antworten haben sich geändert: %1.</translation>
    </message>
    <message>
        <source>The decision model was also updated, from version %1 to %2.</source>
        <translation>Auch das Entscheidungsmodell wurde aktualisiert, von Version %1 auf %2.</translation>
    </message>
    <message>
        <source>Your answers are the same: the difference comes from the decision model, updated from version %1 to %2.</source>
        <translation>Ihre Antworten sind unverändert: Der Unterschied kommt vom Entscheidungsmodell, das von Version %1 auf %2 aktualisiert wurde.</translation>
    </message>
    <message>
        <source>Your answers and the decision model are the same; the confidence figure is sampled and varies a little.</source>
        <translation>Ihre Antworten und das Entscheidungsmodell sind unverändert; der Konfidenzwert beruht auf Stichproben und schwankt etwas.</translation>
    </message>
    <message>
        <source>Scores then: GPU %1, TPU %2; now: GPU %3, TPU %4.</source>
        <translation>Punktzahlen damals: GPU %1 und TPU %2; jetzt: GPU %3 und TPU %4.</translation>
    </message>
    <message>
        <source>Saved with Accelerator Advisor %1; this is version %2.</source>
        <translation>Gespeichert mit Accelerator Advisor %1; dies ist Version %2.</translation>
    </message>
    <message>
        <source>Since the profile was saved</source>
        <translation>Seit dem Speichern des Profils</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>Number of chips times the accelerator, e.g. &quot;64 × TPU v5p&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>(prices of %1)</source>
        <translation>(Preise vom %1)</translation>
    </message>
    <message>
        <source>The prices or the sizing have changed. When you saved, the cheapest setup that fits was %1; now it is %2.</source>
        <translation>Preise oder Dimensionierung haben sich geändert. Beim Speichern war die günstigste passende Konfiguration %1; jetzt ist es %2.</translation>
    </message>
    <message>
        <source>The prices or the sizing have changed. When you saved, no setup that fits had a price; now the cheapest is %1.</source>
        <translation>Preise oder Dimensionierung haben sich geändert. Beim Speichern hatte keine passende Konfiguration einen Preis; jetzt ist die günstigste %1.</translation>
    </message>
    <message>
        <source>The prices or the sizing have changed. When you saved, the cheapest setup that fits was %1; now none that fits has a price.</source>
        <translation>Preise oder Dimensionierung haben sich geändert. Beim Speichern war die günstigste passende Konfiguration %1; jetzt hat keine passende Konfiguration mehr einen Preis.</translation>
    </message>
    <message>
        <source>With no deadline set, runs are planned to finish within %1.</source>
        <extracomment>%1 is a duration such as &quot;30 days&quot;.</extracomment>
        <translation>Ohne festgelegte Frist wird für die Planung eine Frist angenommen: %1.</translation>
    </message>
    <message>
        <source>the fewest chips that fit and finish within %1 (no deadline was set, so %1 is assumed)</source>
        <extracomment>%1 is a duration such as &quot;30 days&quot;.</extracomment>
        <translation>die wenigsten Chips, die passen und in der Frist (%1) fertig werden (keine Frist festgelegt, daher %1 angenommen)</translation>
    </message>
    <message>
        <source>%1, about %2 an hour%3</source>
        <extracomment>A serving configuration and its cost: &quot;4 × L4, about $3.20 an hour&quot;.</extracomment>
        <translation>%1, etwa %2 pro Stunde%3</translation>
    </message>
    <message>
        <source>%1, about %2 in %3%4</source>
        <extracomment>A training run: &quot;64 × TPU v5p, about $12,300 in 41 hours&quot;.</extracomment>
        <translation>%1, etwa %2 für %3%4</translation>
    </message>
    <message>
        <source>Cheapest that fits and meets the load and latency targets: %1</source>
        <translation>Günstigste passende Option, die Last und Latenzziele erfüllt: %1</translation>
    </message>
    <message>
        <source>Cheapest that fits: %1</source>
        <translation>Günstigste passende Option: %1</translation>
    </message>
    <message>
        <source>Cheapest that fits and finishes within %1 (no deadline set): %2</source>
        <translation>Günstigste passende Option innerhalb der angenommenen Frist (%1): %2</translation>
    </message>
    <message>
        <source>Cheapest that fits and finishes within the deadline of %1: %2</source>
        <translation>Günstigste passende Option innerhalb der Frist (%1): %2</translation>
    </message>
    <message>
        <source>%1 Random seed: %2. When another verdict&apos;s share comes within 10 points of the verdict&apos;s own, the verdict is headlined as too close to call.</source>
        <translation>%1 Zufallsstartwert: %2. Kommt der Anteil einer anderen Empfehlung bis auf 10 Punkte an den Anteil der Empfehlung heran, lautet die Überschrift „zu knapp für eine Entscheidung“.</translation>
    </message>
    <message>
        <source>The decision model was updated from version %1 to %2; the verdict and the confidence are the same.</source>
        <translation>Das Entscheidungsmodell wurde von Version %1 auf %2 aktualisiert; Empfehlung und Konfidenz sind unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>what %1 can serve</source>
        <translation>
            <numerusform>die Last, die %1 bedienen kann</numerusform>
            <numerusform>die Last, die %1 bedienen können</numerusform>
        </translation>
    </message>
    <message>
        <source>MFU (model-FLOPs utilisation against the BF16 peak) per accelerator, with its range, in the table: calibrated on published end-to-end results and falling with scale; the runs it was fitted on are listed in the accelerator catalogue&apos;s calibration notes.</source>
        <translation>MFU (Modell-FLOPs-Auslastung bezogen auf die BF16-Spitzenleistung) pro Beschleuniger mit ihrer Spanne in der Tabelle: kalibriert an veröffentlichten End-to-End-Ergebnissen und mit zunehmender Skalierung sinkend; die zugrunde liegenden Läufe stehen in den Kalibrierungshinweisen des Beschleunigerkatalogs.</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading changed from “%2” to “%3”.</source>
        <translation>Seit dem Speichern am %1 hat sich die Einschätzung von „%2“ zu „%3“ geändert.</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading is still “%2”.</source>
        <translation>Seit dem Speichern am %1 lautet die Einschätzung weiterhin „%2“.</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading is still “%2”; it held in %3 of plausible cases, now in %4.</source>
        <translation>Seit dem Speichern am %1 lautet die Einschätzung weiterhin „%2“; sie galt in %3 der plausiblen Fälle, jetzt in %4.</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading is still “%2”, in %3 of plausible cases as before.</source>
        <translation>Seit dem Speichern am %1 lautet die Einschätzung weiterhin „%2“, wie zuvor in %3 der plausiblen Fälle.</translation>
    </message>
    <message>
        <source>Holds only if:</source>
        <translation>Gilt nur, wenn:</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Ausschlaggebend:</translation>
    </message>
    <message>
        <source>Rules out %1: %2</source>
        <translation>Schließt %1 aus: %2</translation>
    </message>
    <message>
        <source>For GPU: %1</source>
        <translation>Für GPU: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>For TPU: %1</source>
        <translation>Für TPU: %1</translation>
    </message>
    <message>
        <source>%1 [source: %2]</source>
        <extracomment>A published run (%1), then where it was published (%2, a link in PDF and HTML), as the assumptions below cite theirs.</extracomment>
        <translation>%1 [Quelle: %2]</translation>
    </message>
    <message>
        <source>Nearest published runs</source>
        <translation>Ähnlichste veröffentlichte Läufe</translation>
    </message>
    <message>
        <source>For the cheapest set-up that fits, %1 × %2: what similar published runs took, in chip-hours for the same work, and what this model says for each.</source>
        <translation>Für die günstigste passende Konfiguration, %1 × %2: was ähnliche veröffentlichte Läufe benötigten, in Chip-Stunden für dieselbe Arbeit, und was die Schätzung jeweils ergibt.</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <extracomment>After a source&apos;s title in the report: its publisher and date.</extracomment>
        <translation>%1, %2.</translation>
    </message>
    <message>
        <source>importance of %1: %2 → %3</source>
        <extracomment>An importance (weight) that changed since the profile was saved: question, old weight, new weight, e.g. &quot;importance of Main framework: 1.00 → 2.00&quot;.</extracomment>
        <translation>Gewichtung von „%1“: %2 → %3</translation>
    </message>
    <message>
        <source>%1 prices, %2</source>
        <extracomment>Where the prices come from: &quot;Google Cloud prices, on demand&quot;.</extracomment>
        <translation>Preise: %1, %2</translation>
    </message>
    <message>
        <source>mixture of experts of %1 parameters (%2 active)</source>
        <translation>Mixture-of-Experts-Modell mit %1 Parametern (%2 aktiv)</translation>
    </message>
    <message>
        <source>model of %1 parameters</source>
        <translation>Modell mit %1 Parametern</translation>
    </message>
    <message numerus="yes">
        <source>Serving a %1 at %2 (%3 input and %4 output tokens each) in %5 on %6, with the first token within %7 ms and one token every %8 ms; each accelerator gets %9.</source>
        <extracomment>%4 is the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Serving: ein %1, %2 (je %3 Eingabe- und %4 Ausgabe-Token) in %5 (%6), erstes Token nach höchstens %7&#xa0;ms, danach alle %8&#xa0;ms ein Token; für jeden Beschleuniger angesetzt: %9.</numerusform>
            <numerusform>Serving: ein %1, %2 (je %3 Eingabe- und %4 Ausgabe-Tokens) in %5 (%6), erstes Token nach höchstens %7&#xa0;ms, danach alle %8&#xa0;ms ein Token; für jeden Beschleuniger angesetzt: %9.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>An answer that changed since the profile was saved: old answer, new answer.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 — rules out %2</source>
        <extracomment>A deciding answer (&quot;question: answer&quot;) and the platform it makes unavailable.</extracomment>
        <translation>%1 — schließt %2 aus</translation>
    </message>
    <message>
        <source>Every question has an importance between %1 and %2; its contribution is importance × lean. The GPU score adds up the contributions that favour the GPU, the TPU score those that favour the TPU.</source>
        <translation>Jede Frage hat eine Gewichtung zwischen %1 und %2; ihr Beitrag ist Gewichtung × Tendenz. Die GPU-Punktzahl summiert die Beiträge, die für die GPU sprechen, die TPU-Punktzahl jene, die für die TPU sprechen.</translation>
    </message>
    <message>
        <source>The leans and the default importance of each question are judgement calls grounded in the cited sources; adjust the importance in the wizard to match your priorities.</source>
        <translation>Tendenzen und Standardgewichtungen sind Einschätzungen, die auf den zitierten Quellen beruhen; passen Sie die Gewichtungen im Assistenten an Ihre Prioritäten an.</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Contribution = importance × lean. Negative numbers favour the GPU, positive numbers the TPU. Numbers in brackets refer to the list of sources at the end.</source>
        <translation>Beitrag = Gewichtung × Tendenz. Negative Werte sprechen für die GPU, positive für die TPU. Zahlen in Klammern verweisen auf das Quellenverzeichnis am Ende.</translation>
    </message>
    <message>
        <source>Each bar is the answer&apos;s lean (from −1, strongly GPU, to +1, strongly TPU) times the question&apos;s importance. Bars left of zero favour the GPU, bars right of zero the TPU. Rows marked [blocker] switch a platform off entirely.</source>
        <translation>Jeder Balken ist die Tendenz der Antwort (von −1, stark GPU, bis +1, stark TPU) mal die Gewichtung der Frage. Balken links von null sprechen für die GPU, Balken rechts von null für die TPU. Mit [Ausschluss] markierte Zeilen schalten eine Plattform vollständig aus.</translation>
    </message>
    <message>
        <source>Prices per chip-hour in the table, where they came from (with their date and age) below it; costs exclude storage, network and idle time.</source>
        <translation>Preise pro Chip-Stunde in der Tabelle, ihre Herkunft (mit Datum und Alter) darunter; die Kosten enthalten weder Datenspeicher noch Netzwerk noch Leerlaufzeit.</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>%1, see notes</source>
        <extracomment>A row&apos;s status when the notes below the table say more about it: &quot;available, see notes&quot;.</extracomment>
        <translation>%1, siehe Hinweise</translation>
    </message>
    <message>
        <source>does not fit: needs %1</source>
        <extracomment>Status of a set-up too big for its chips&apos; memory; %1 is a count such as &quot;16 chips&quot;.</extracomment>
        <translation>passt nicht in den Speicher: braucht %1</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>verfehlt die Frist</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>An MFU the user typed in Step 7&apos;s table: &quot;45% (yours)&quot;.</extracomment>
        <translation>%1 (Ihr Wert)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>misses the latency targets</source>
        <translation>verfehlt die Latenzziele</translation>
    </message>
    <message>
        <source>below the load</source>
        <translation>bewältigt die Last nicht</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>%1 tokens/s; %2 per user; first token %3 ms</source>
        <translation>%1 Tokens/s; %2 pro Nutzer; erstes Token %3&#xa0;ms</translation>
    </message>
    <message>
        <source>Prices per chip-hour: %1, unless the table gives another source.</source>
        <extracomment>Below the sizing table; %1 is where most prices come from, with their date and age (&quot;bundled catalogue, 11/24/2026 (5 days old)&quot;).</extracomment>
        <translation>Preise pro Chip-Stunde: %1, sofern die Tabelle keine andere Quelle nennt.</translation>
    </message>
    <message>
        <source>Prices per chip-hour: %1.</source>
        <translation>Preise pro Chip-Stunde: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Unavailable: %1. %2</source>
        <extracomment>Below the sizing table: the accelerators (%1, a list) and why they are unavailable (%2, a sentence of its own: &quot;Not sold on AWS.&quot;).</extracomment>
        <translation>
            <numerusform>Nicht verfügbar: %1. %2</numerusform>
            <numerusform>Nicht verfügbar: %1. %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>$ per chip-hour</source>
        <translation>$ pro Chip-Stunde</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Preisquelle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Chips (replicas × chips)</source>
        <translation>Chips (Replikate × Chips)</translation>
    </message>
    <message>
        <source>Output speed</source>
        <translation>Ausgabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Cost per M output tokens</source>
        <translation>Kosten pro Mio. Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Kosten pro Stunde</translation>
    </message>
    <message>
        <source>unavailable</source>
        <extracomment>The status of an accelerator that cannot be used; the reason is given below the table.</extracomment>
        <translation>nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Cannot print the report: %1</source>
        <translation>Der Bericht kann nicht gedruckt werden: %1</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Druckvorschau — %1</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Bericht drucken</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>unknown report format</source>
        <translation>unbekanntes Berichtsformat</translation>
    </message>
    <message>
        <source>wrote %1, but %2; export the report again.</source>
        <translation>%1 wurde geschrieben, aber %2; exportieren Sie den Bericht erneut.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose a file name.</source>
        <translation>%1 kann nicht geschrieben werden: %2; wählen Sie einen Dateinamen.</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist; nothing was written. Choose another folder, or create this one first.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht; es wurde nichts geschrieben. Wählen Sie einen anderen Ordner oder legen Sie diesen zuerst an.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; the file already there was not changed. Choose another place, or free some space.</source>
        <translation>%1 kann nicht geschrieben werden: %2; die dort vorhandene Datei wurde nicht verändert. Wählen Sie einen anderen Ort oder geben Sie Speicherplatz frei.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; the file already there was not changed. Choose another folder, or check that this one can be written to.</source>
        <translation>%1 kann nicht geschrieben werden: %2; die dort vorhandene Datei wurde nicht verändert. Wählen Sie einen anderen Ordner oder prüfen Sie, ob dieser beschreibbar ist.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; nothing was written. Choose another place, or free some space.</source>
        <translation>%1 kann nicht geschrieben werden: %2; es wurde nichts geschrieben. Wählen Sie einen anderen Ort oder geben Sie Speicherplatz frei.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; nothing was written. Choose another folder, or check that this one can be written to.</source>
        <translation>%1 kann nicht geschrieben werden: %2; es wurde nichts geschrieben. Wählen Sie einen anderen Ordner oder prüfen Sie, ob dieser beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>ReportPages</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>cannot start drawing on the output device</source>
        <translation>Zeichnen auf dem Ausgabegerät kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>cannot start page %1</source>
        <translation>Seite %1 kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>cannot finish the document</source>
        <translation>Dokument kann nicht abgeschlossen werden</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>leans strongly to GPU</source>
        <translation>starke Tendenz zu GPU</translation>
    </message>
    <message>
        <source>leans strongly to TPU</source>
        <translation>starke Tendenz zu TPU</translation>
    </message>
    <message>
        <source>leans to GPU</source>
        <translation>Tendenz zu GPU</translation>
    </message>
    <message>
        <source>leans to TPU</source>
        <translation>Tendenz zu TPU</translation>
    </message>
    <message>
        <source>leans slightly to GPU</source>
        <translation>leichte Tendenz zu GPU</translation>
    </message>
    <message>
        <source>leans slightly to TPU</source>
        <translation>leichte Tendenz zu TPU</translation>
    </message>
    <message>
        <source>favours GPU</source>
        <translation>spricht für GPU</translation>
    </message>
    <message>
        <source>favours TPU</source>
        <translation>spricht für TPU</translation>
    </message>
    <message>
        <source>Weighted score: GPU %1, TPU %2, margin %3 (TPU minus GPU).</source>
        <translation>Gewichtete Punktzahl: GPU %1; TPU %2; Abstand %3 (TPU minus GPU).</translation>
    </message>
    <message>
        <source>%1 unavailable. %2</source>
        <translation>%1 nicht verfügbar. %2</translation>
    </message>
    <message>
        <source>%1: “%2” instead of “%3” gives %4</source>
        <translation>%1: „%2“ statt „%3“ ergibt %4</translation>
    </message>
    <message>
        <source>rules out TPUs</source>
        <translation>schließt TPUs aus</translation>
    </message>
    <message>
        <source>%1: on its own, its answer can change the verdict</source>
        <translation>%1: Die Antwort darauf kann für sich allein die Empfehlung ändern</translation>
    </message>
    <message>
        <source>%1: on its own, no answer changes the verdict</source>
        <translation>%1: Keine Antwort darauf ändert für sich allein die Empfehlung</translation>
    </message>
</context>
<context>
    <name>SafeFileWrite</name>
    <message>
        <source>it was written, but could not be read back to check it: %1</source>
        <translation>die Datei wurde geschrieben, ließ sich zur Kontrolle aber nicht wieder einlesen: %1</translation>
    </message>
    <message>
        <source>it was written, but reading it back gave different content (%1 bytes instead of %2); the disk or another program may have changed it</source>
        <translation>die Datei wurde geschrieben, beim Zurücklesen ergab sich aber ein anderer Inhalt (%1 Byte statt %2); der Datenträger oder ein anderes Programm hat sie möglicherweise verändert</translation>
    </message>
    <message>
        <source>it is a directory, not a file</source>
        <translation>dies ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is a pipe or socket, not a file that can be replaced</source>
        <translation>dies ist eine Pipe oder ein Socket, keine Datei, die ersetzt werden kann</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of %2 bytes reached the disk (is it full, or is there a file size limit?)</source>
        <translation>
            <numerusform>nur %1 von %2 Byte wurden auf den Datenträger geschrieben (ist er voll, oder gibt es eine Größenbeschränkung für Dateien?)</numerusform>
            <numerusform>nur %1 von %2 Byte wurden auf den Datenträger geschrieben (ist er voll, oder gibt es eine Größenbeschränkung für Dateien?)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionSecretStore</name>
    <message>
        <source>memory, for this session only</source>
        <translation>Arbeitsspeicher, nur für diese Sitzung</translation>
    </message>
    <message>
        <source>No key for this session.</source>
        <translation>Kein Schlüssel für diese Sitzung.</translation>
    </message>
</context>
<context>
    <name>SizingDataText</name>
    <message>
        <source>secondary</source>
        <translation>Sekundärquelle</translation>
    </message>
    <message>
        <source>NVIDIA / secondary</source>
        <translation>NVIDIA / Sekundärquelle</translation>
    </message>
    <message>
        <source>Google Cloud blog</source>
        <translation>Google-Cloud-Blog</translation>
    </message>
    <message>
        <source>SkyPilot (public catalogue)</source>
        <translation>SkyPilot (öffentlicher Katalog)</translation>
    </message>
    <message>
        <source>dstack (public output)</source>
        <translation>dstack (veröffentlichte Ausgabe)</translation>
    </message>
    <message>
        <source>NVIDIA (NVIDIA-NeMo/Megatron-Bridge, docs/performance-summary.md at df0289c)</source>
        <translation>NVIDIA (NVIDIA-NeMo/Megatron-Bridge, docs/performance-summary.md im Stand df0289c)</translation>
    </message>
    <message>
        <source>ewyluda/gpu-price-index (public, commit ab49c80)</source>
        <translation>ewyluda/gpu-price-index (öffentlich, Commit ab49c80)</translation>
    </message>
    <message>
        <source>Microsoft Azure, via a public term-price catalogue</source>
        <translation>Microsoft Azure, über einen öffentlichen Katalog der Laufzeitpreise</translation>
    </message>
    <message>
        <source>Amazon Web Services, via a public term-price catalogue</source>
        <translation>Amazon Web Services, über einen öffentlichen Katalog der Laufzeitpreise</translation>
    </message>
    <message>
        <source>Google Cloud, via a public term-price catalogue</source>
        <translation>Google Cloud, über einen öffentlichen Katalog der Laufzeitpreise</translation>
    </message>
    <message>
        <source>Vantage, snapshot in tsaol/aws-gpu (commit 2d0108c)</source>
        <translation>Vantage, Momentaufnahme in tsaol/aws-gpu (Commit 2d0108c)</translation>
    </message>
    <message>
        <source>jwilliamross/compute-curve (public)</source>
        <translation>jwilliamross/compute-curve (öffentlich)</translation>
    </message>
    <message>
        <source>wayneornn/public-pricing (commit 305b3f1)</source>
        <translation>wayneornn/public-pricing (Commit 305b3f1)</translation>
    </message>
    <message>
        <source>Google Cloud, via a public pricing table</source>
        <translation>Google Cloud, über eine öffentliche Preistabelle</translation>
    </message>
    <message>
        <source>MLCommons / NVIDIA blog / EE Times</source>
        <translation>MLCommons / NVIDIA-Blog / EE Times</translation>
    </message>
    <message>
        <source>MLCommons / NVIDIA blog</source>
        <translation>MLCommons / NVIDIA-Blog</translation>
    </message>
    <message>
        <source>Nils Knieling (Cyclenerd/google-cloud-pricing-cost-calculator, commit fd66b26)</source>
        <translation>Nils Knieling (Cyclenerd/google-cloud-pricing-cost-calculator, Commit fd66b26)</translation>
    </message>
    <message>
        <source>tgarg01/silybench-data (public)</source>
        <translation>tgarg01/silybench-data (öffentlich)</translation>
    </message>
    <message>
        <source>datareceipts/data-receipts (public)</source>
        <translation>datareceipts/data-receipts (öffentlich)</translation>
    </message>
    <message>
        <source>vLLM project</source>
        <translation>vLLM-Projekt</translation>
    </message>
    <message>
        <source>No FP8: FP8 runs at the BF16 rate. 400 W.</source>
        <translation>Kein FP8: FP8 läuft mit dem BF16-Durchsatz. 400 W.</translation>
    </message>
    <message>
        <source>NVLink 4; 700 W.</source>
        <translation>NVLink 4; 700 W Leistungsaufnahme.</translation>
    </message>
    <message>
        <source>Same compute as H100 (secondary); more and faster memory. Training MFU assumed equal to H100&apos;s (no published H200 BF16 run found).</source>
        <translation>Gleiche Rechenleistung wie der H100 (Sekundärquelle); mehr und schnellerer Speicher. Trainings-MFU wie beim H100 angenommen (kein veröffentlichter BF16-Lauf auf dem H200 gefunden).</translation>
    </message>
    <message>
        <source>NVLink 5; 1,000 W. Dense training MFU as H100&apos;s (Megatron-Bridge 25.11 Llama 3 FP8 runs on B200 agree within 1.3x); mixtures of experts reach a smaller share of this chip&apos;s higher peak.</source>
        <translation>NVLink 5; 1.000 W. Trainings-MFU dichter Modelle wie beim H100 (FP8-Läufe von Llama 3 mit Megatron-Bridge 25.11 auf dem B200 stimmen bis auf das 1,3-Fache überein); Mixture-of-Experts-Modelle erreichen einen kleineren Anteil der höheren Spitzenleistung dieses Chips.</translation>
    </message>
    <message>
        <source>PCIe inference card, 72 W; no NVLink, so multi-chip training scales poorly.</source>
        <translation>PCIe-Inferenzkarte, 72 W; ohne NVLink skaliert Training über mehrere Chips schlecht.</translation>
    </message>
    <message>
        <source>32 GiB HBM2 (34.4 GB).</source>
        <translation>32 GiB HBM2 (34,4 GB).</translation>
    </message>
    <message>
        <source>Cost-efficient TPU; INT8 for inference.</source>
        <translation>Kostengünstige TPU; INT8 für Inferenz.</translation>
    </message>
    <message>
        <source>No FP8 speed-up.</source>
        <translation>Keine FP8-Beschleunigung.</translation>
    </message>
    <message>
        <source>Trillium.</source>
        <translation>Generation Trillium.</translation>
    </message>
    <message>
        <source>192 GiB HBM3e (206.2 GB); bandwidth about 7.3 TB/s (secondary); runs JAX and PyTorch, not TensorFlow. MFU assumed equal to v6e&apos;s. No published price found (looked 2026-11-24).</source>
        <translation>192 GiB HBM3e (206,2 GB); Bandbreite etwa 7,3 TB/s (Sekundärquelle); läuft mit JAX und PyTorch, nicht mit TensorFlow. MFU wie bei der v6e angenommen. Kein veröffentlichter Preis gefunden (gesucht am 24.11.2026).</translation>
    </message>
    <message>
        <source>Accelerator Advisor assumption where no public end-to-end figure was found (the sizing calibration notes list what the curves were fitted on)</source>
        <translation>Annahme von Accelerator Advisor, wo keine öffentliche End-to-End-Zahl gefunden wurde (die Kalibrierungsnotizen der Dimensionierung nennen, woran die Kurven angepasst wurden)</translation>
    </message>
    <message>
        <source>NVIDIA, via a public transcription</source>
        <translation>NVIDIA, über eine öffentliche Abschrift</translation>
    </message>
    <message>
        <source>NVIDIA, via public transcriptions</source>
        <translation>NVIDIA, über öffentliche Abschriften</translation>
    </message>
    <message>
        <source>Google Cloud, via a public copy</source>
        <translation>Google Cloud, über eine öffentliche Kopie</translation>
    </message>
    <message>
        <source>third party (reseller), via a public transcription</source>
        <translation>Drittanbieter (Wiederverkäufer), über eine öffentliche Abschrift</translation>
    </message>
    <message>
        <source>Philisun (vendor blog, secondary)</source>
        <translation>Philisun (Anbieter-Blog, Sekundärquelle)</translation>
    </message>
    <message>
        <source>AMD, via public research notes</source>
        <translation>AMD, über öffentliche Recherchenotizen</translation>
    </message>
    <message>
        <source>AMD, via a public pricing reference</source>
        <translation>AMD, über eine öffentliche Preisreferenz</translation>
    </message>
    <message>
        <source>PyTorch / AMD ROCm docs, via public research notes</source>
        <translation>Dokumentation von PyTorch / AMD ROCm, über öffentliche Recherchenotizen</translation>
    </message>
    <message>
        <source>public research file (aggregating AWS, Azure, GCP, OCI, Vantage)</source>
        <translation>öffentliche Recherchedatei (fasst AWS, Azure, GCP, OCI, Vantage zusammen)</translation>
    </message>
    <message>
        <source>public research file (Azure Retail Prices API, OCI price list API)</source>
        <translation>öffentliche Recherchedatei (Azure Retail Prices API, OCI-Preislisten-API)</translation>
    </message>
    <message>
        <source>public code, about the Cloud Billing Catalog API</source>
        <translation>öffentlicher Code zur Cloud Billing Catalog API</translation>
    </message>
    <message>
        <source>One GPU of a GB200 NVL72 rack: 72 GPUs in one NVLink domain, Grace (Arm) hosts, so containers must be arm64. Figures are dense (NVIDIA prints sparse). Google Cloud rents it by reservation only, with no public price.</source>
        <translation>Eine GPU eines GB200-NVL72-Racks: 72 GPUs in einer NVLink-Domäne, Grace-Hosts (Arm), daher müssen Container für arm64 gebaut sein. Angegeben sind Dense-Werte (NVIDIA nennt Werte mit Sparsity). Google Cloud vermietet sie nur per Reservierung, ohne öffentlichen Preis.</translation>
    </message>
    <message>
        <source>One Blackwell Ultra GPU of a GB300 NVL72 rack: 72 GPUs in one NVLink domain, Grace (Arm) hosts. BF16 and FP8 as GB200; FP4 1.5 times higher. Google Cloud and Azure rent it by reservation only, with no public price.</source>
        <translation>Eine Blackwell-Ultra-GPU eines GB300-NVL72-Racks: 72 GPUs in einer NVLink-Domäne, Grace-Hosts (Arm). BF16 und FP8 wie beim GB200; FP4 1,5-mal so hoch. Google Cloud und Azure vermieten sie nur per Reservierung, ohne öffentlichen Preis.</translation>
    </message>
    <message>
        <source>HGX B300: eight Blackwell Ultra GPUs per NVLink domain; BF16 and FP8 as B200, FP4 1.5 times higher, 270 GB of memory.</source>
        <translation>HGX B300: acht Blackwell-Ultra-GPUs pro NVLink-Domäne; BF16 und FP8 wie beim B200, FP4 1,5-mal so hoch, 270 GB Speicher.</translation>
    </message>
    <message>
        <source>H100 for the Chinese market: same compute, NVLink cut to 400 GB/s. No NVIDIA datasheet: the figures are third-party and FP8 assumes H100 parity. Not rented by the big clouds.</source>
        <translation>H100 für den chinesischen Markt: gleiche Rechenleistung, NVLink auf 400 GB/s gekappt. Kein NVIDIA-Datenblatt: Die Werte stammen von Dritten, und für FP8 wird Gleichstand mit dem H100 angenommen. Wird von den großen Cloud-Anbietern nicht vermietet.</translation>
    </message>
    <message>
        <source>Same compute as the A100 80GB (no FP8: FP8 runs at the BF16 rate), with 40 GB at 1,555 GB/s; 400 W.</source>
        <translation>Gleiche Rechenleistung wie der A100 80GB (kein FP8: FP8 läuft mit dem BF16-Durchsatz), mit 40 GB bei 1.555 GB/s; 400 W.</translation>
    </message>
    <message>
        <source>ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels and CUDA-only libraries must be ported to HIP first, as code is ported to XLA for TPUs; budget that work like a TPU migration. 750 W; no FP4. Training MFU fitted on MLPerf LoRA runs, below NVIDIA&apos;s.</source>
        <translation>ROCm, nicht CUDA: PyTorch, JAX und TensorFlow laufen unverändert, aber CUDA-Kernels und reine CUDA-Bibliotheken müssen zuerst nach HIP portiert werden, so wie Code für TPUs nach XLA portiert wird; planen Sie diese Arbeit wie eine TPU-Migration ein. 750 W; kein FP4. Trainings-MFU aus MLPerf-LoRA-Läufen abgeleitet, niedriger als bei NVIDIA.</translation>
    </message>
    <message>
        <source>ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels and CUDA-only libraries must be ported to HIP first, as code is ported to XLA for TPUs; budget that work like a TPU migration. MI300X compute with 256 GB at 6 TB/s; 1,000 W; no FP4. No big-cloud offer found.</source>
        <translation>ROCm, nicht CUDA: PyTorch, JAX und TensorFlow laufen unverändert, aber CUDA-Kernels und reine CUDA-Bibliotheken müssen zuerst nach HIP portiert werden, so wie Code für TPUs nach XLA portiert wird; planen Sie diese Arbeit wie eine TPU-Migration ein. Rechenleistung des MI300X mit 256 GB bei 6 TB/s; 1.000 W; kein FP4. Kein Angebot der großen Cloud-Anbieter gefunden.</translation>
    </message>
    <message>
        <source>ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels and CUDA-only libraries must be ported to HIP first, as code is ported to XLA for TPUs; budget that work like a TPU migration. 288 GB at 8 TB/s, FP4 (MXFP4), 1,400 W, liquid cooled. No big-cloud offer found.</source>
        <translation>ROCm, nicht CUDA: PyTorch, JAX und TensorFlow laufen unverändert, aber CUDA-Kernels und reine CUDA-Bibliotheken müssen zuerst nach HIP portiert werden, so wie Code für TPUs nach XLA portiert wird; planen Sie diese Arbeit wie eine TPU-Migration ein. 288 GB bei 8 TB/s, FP4 (MXFP4), 1.400 W, Flüssigkeitskühlung. Kein Angebot der großen Cloud-Anbieter gefunden.</translation>
    </message>
</context>
<context>
    <name>SizingInputs</name>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>&amp;Work:</source>
        <translation>&amp;Aufgabe:</translation>
    </message>
    <message>
        <source>Train a model, or serve one to users.</source>
        <translation>Ein Modell trainieren oder für Nutzer bereitstellen.</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>Architektur:</translation>
    </message>
    <message>
        <source>A known model sets the depth and KV heads that size the KV cache and the activations; otherwise they follow from the parameter count.</source>
        <translation>Ein bekanntes Modell legt Tiefe und KV-Heads fest, die die Größe von KV-Cache und Aktivierungen bestimmen; andernfalls ergeben sie sich aus der Parameterzahl.</translation>
    </message>
    <message>
        <source>Model &amp;size:</source>
        <translation>&amp;Modellgröße:</translation>
    </message>
    <message>
        <source>Total parameters in billions (at least 0.001, i.e. one million): 7 for a 7B model. Memory follows from this.</source>
        <translation>Gesamtzahl der Parameter in Milliarden (mindestens 0,001, also eine Million): 7 für ein 7B-Modell. Der Speicherbedarf ergibt sich daraus.</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> Mrd. Parameter</translation>
    </message>
    <message>
        <source>Active per token:</source>
        <translation>Aktiv pro Token:</translation>
    </message>
    <message>
        <source>Mixture of experts: parameters each token uses (37 for DeepSeek-V3). Compute follows from this; 0 means a dense model.</source>
        <translation>Mixture of Experts: Parameter, die jedes Token nutzt (37 bei DeepSeek-V3). Der Rechenaufwand ergibt sich daraus; 0 bedeutet ein dichtes Modell.</translation>
    </message>
    <message>
        <source>all (dense model)</source>
        <translation>alle (dichtes Modell)</translation>
    </message>
    <message>
        <source> B active</source>
        <translation> Mrd. aktiv</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message>
        <source>LoRA freezes the weights: about 2/3 of the compute and no optimiser state for them.</source>
        <translation>LoRA friert die Gewichte ein: etwa 2/3 des Rechenaufwands und kein Optimizer-Zustand für sie.</translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation>Trainings-To&amp;kens:</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> Mrd. Tokens</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Sequenzlänge:</translation>
    </message>
    <message>
        <source>Tokens per training sequence: sets the activation memory.</source>
        <translation>Tokens pro Trainingssequenz: bestimmt den Speicher für Aktivierungen.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Re&amp;quest load:</source>
        <translation>Anf&amp;ragelast:</translation>
    </message>
    <message>
        <source>Requests per second at peak.</source>
        <translation>Anfragen pro Sekunde in der Spitze.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <source>Input tokens per request:</source>
        <translation>Eingabe-Tokens pro Anfrage:</translation>
    </message>
    <message>
        <source>Prompt length: prefill is bound by compute.</source>
        <translation>Prompt-Länge: Prefill ist durch die Rechenleistung begrenzt.</translation>
    </message>
    <message>
        <source>Output tokens per request:</source>
        <translation>Ausgabe-Tokens pro Anfrage:</translation>
    </message>
    <message>
        <source>Answer length: decoding is bound by memory bandwidth.</source>
        <translation>Antwortlänge: Decoding ist durch die Speicherbandbreite begrenzt.</translation>
    </message>
    <message>
        <source>First token within:</source>
        <translation>Erstes Token innerhalb von:</translation>
    </message>
    <message>
        <source>Time-to-first-token target: how long a user waits before the answer starts.</source>
        <translation>Zielwert für die Zeit bis zum ersten Token: wie lange ein Nutzer wartet, bis die Antwort beginnt.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Then one token every:</source>
        <translation>Folgende Tokens:</translation>
    </message>
    <message>
        <source>Time-per-output-token target: 50 ms is 20 tokens per second per user. Bigger batches are cheaper and slower.</source>
        <translation>Zielwert für die Zeit pro Ausgabe-Token: 50 ms sind 20 Tokens pro Sekunde und Nutzer. Größere Batches sind günstiger und langsamer.</translation>
    </message>
    <message>
        <source>C&amp;hips:</source>
        <translation>&amp;Chips:</translation>
    </message>
    <message>
        <source>0: the chips the load needs. A number: what that many chips can serve.</source>
        <translation>0: die Chips, die die Last braucht. Eine Zahl: was so viele Chips bedienen können.</translation>
    </message>
    <message>
        <source>as many as the load needs</source>
        <translation>so viele, wie die Last braucht</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> Chips</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Präzision:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>Anbie&amp;ter:</translation>
    </message>
    <message>
        <source>Where the chips are rented or owned; TPUs exist only on Google Cloud.</source>
        <translation>Wo die Chips gemietet oder selbst betrieben werden; TPUs gibt es nur bei Google Cloud.</translation>
    </message>
    <message>
        <source>Pricing &amp;mode:</source>
        <translation>Prei&amp;smodell:</translation>
    </message>
    <message>
        <source>On-demand, committed, spot and capacity blocks can differ by 2-5x.</source>
        <translation>On-Demand, Committed Use, Spot und Kapazitätsblöcke können sich um den Faktor 2–5 unterscheiden.</translation>
    </message>
    <message>
        <source>Tokens in billions. Until you type your own, pre-training takes 20 per parameter (compute-optimal, Chinchilla) and follows the model size, as on the command line; recent models train on far more, fine-tunes on far fewer.</source>
        <translation>Tokens in Milliarden. Solange Sie keinen eigenen Wert eingeben, setzt das Vortraining 20 pro Parameter an (rechenoptimal, Chinchilla) und folgt der Modellgröße, wie auf der Kommandozeile; aktuelle Modelle trainieren mit weit mehr, Fine-Tunings mit weit weniger.</translation>
    </message>
    <message>
        <source>If you know them (optional):</source>
        <translation>Falls bekannt (optional):</translation>
    </message>
    <message>
        <source>E&amp;xperts:</source>
        <translation>E&amp;xperten:</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts per layer (256 for DeepSeek-V3). With experts per token, it sets the share of the experts a batch reads and, on TPUs, the cost of many small experts. Used only with active parameters set.</source>
        <translation>Mixture of Experts: geroutete Experten pro Schicht (256 bei DeepSeek-V3). Zusammen mit den Experten pro Token bestimmt der Wert den Anteil der Experten, den ein Batch liest, und auf TPUs die Kosten vieler kleiner Experten. Wird nur verwendet, wenn aktive Parameter angegeben sind.</translation>
    </message>
    <message>
        <source> experts</source>
        <translation> Experten</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>Experten pro Token:</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts each token visits (8 for DeepSeek-V3). Sets the all-to-all traffic in training and the experts each token reads in serving. Used only with active parameters set.</source>
        <translation>Mixture of Experts: geroutete Experten, die jedes Token durchläuft (8 bei DeepSeek-V3). Bestimmt den All-to-All-Verkehr im Training und die Experten, die jedes Token beim Serving liest. Wird nur verwendet, wenn aktive Parameter angegeben sind.</translation>
    </message>
    <message>
        <source> per token</source>
        <translation> pro Token</translation>
    </message>
    <message>
        <source>State bytes per parameter:</source>
        <translation>Zustandsbytes pro Parameter:</translation>
    </message>
    <message>
        <source>Training memory per parameter for the weights, gradients and optimiser state, sharded over the chips. Mixed precision with Adam takes about 16 bytes on GPUs and 12 on TPUs; LoRA about 2.2. Change it for another optimiser or sharding.</source>
        <translation>Trainingsspeicher pro Parameter für Gewichte, Gradienten und Optimizer-Zustand, über die Chips verteilt (Sharding). Mixed Precision mit Adam braucht etwa 16 Byte auf GPUs und 12 auf TPUs; LoRA etwa 2,2. Ändern Sie den Wert für einen anderen Optimizer oder ein anderes Sharding.</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> Byte</translation>
    </message>
    <message>
        <source>&amp;Goodput:</source>
        <translation>&amp;Goodput:</translation>
    </message>
    <message>
        <source>Share of a run&apos;s hours spent training; the rest goes to restarts after failures and to checkpoints. Small runs on reliable chips come close to all of it.</source>
        <translation>Anteil der Stunden eines Trainingslaufs, der tatsächlich auf das Training entfällt; der Rest entfällt auf Neustarts nach Ausfällen und auf Checkpoints. Kleine Läufe auf zuverlässigen Chips erreichen fast den vollen Anteil.</translation>
    </message>
    <message>
        <source>%</source>
        <extracomment>A percent sign after a share, as the language writes it: &quot; %&quot; in French and German.</extracomment>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <source>Chips per replica:</source>
        <translation>Chips pro Replikat:</translation>
    </message>
    <message>
        <source>Chips that hold one copy of the model. 0: the size that serves the load at the lowest cost among those that fit. A number: every replica has this many chips.</source>
        <translation>Chips, die eine Kopie des Modells aufnehmen. 0: unter den passenden Größen diejenige, die die Last am günstigsten bedient. Eine Zahl: Jedes Replikat hat so viele Chips.</translation>
    </message>
    <message>
        <source>&amp;KV-cache precision:</source>
        <translation>KV-Cac&amp;he-Präzision:</translation>
    </message>
    <message>
        <source>The number format of the KV cache. A smaller one fits more sequences in memory and reads faster; as the weights by default (FP8 when the weights are FP4).</source>
        <translation>Das Zahlenformat des KV-Caches. Mit einem kleineren passen mehr Sequenzen in den Speicher, und er wird schneller gelesen; standardmäßig wie die Gewichte (FP8, wenn die Gewichte FP4 sind).</translation>
    </message>
    <message>
        <source>Headroom:</source>
        <translation>Geplante Auslastung:</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s measured capacity the plan uses, leaving the rest for bursts and queueing. Lower is safer and costs more chips.</source>
        <translation>Anteil der gemessenen Kapazität eines Replikats, den der Plan nutzt; der Rest bleibt für Lastspitzen und Warteschlangen. Ein niedrigerer Wert ist sicherer und kostet mehr Chips.</translation>
    </message>
    <message>
        <source>FP8 doubles peak compute on H100, H200, Blackwell, L4, MI300X and TPU7x; about 1.5x shows end to end. FP4 raises it again, two to three times, on Blackwell and MI355X. Serving in FP8 or FP4 also shrinks the weights and the KV cache.</source>
        <translation>FP8 verdoppelt die Spitzenrechenleistung bei H100, H200, Blackwell, L4, MI300X und TPU7x; End-to-End ergibt sich etwa das 1,5-Fache. FP4 hebt sie bei Blackwell und MI355X nochmals auf das Zwei- bis Dreifache. Beim Serving in FP8 oder FP4 werden zudem Gewichte und KV-Cache kleiner.</translation>
    </message>
</context>
<context>
    <name>SizingLimits</name>
    <message>
        <source>%1 must be a whole number from %2 to %3; got %4.</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein; erhalten: %4.</translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3; got %4.</source>
        <translation>%1 muss eine Zahl von %2 bis %3 sein; erhalten: %4.</translation>
    </message>
</context>
<context>
    <name>SizingPlan</name>
    <message>
        <source>Blocked by your answers.</source>
        <translation>Durch Ihre Antworten ausgeschlossen.</translation>
    </message>
    <message>
        <source>Does not run your framework (%1).</source>
        <translation>Unterstützt Ihr Framework nicht (%1).</translation>
    </message>
    <message>
        <source>Not sold on %1.</source>
        <translation>Bei %1 nicht erhältlich.</translation>
    </message>
    <message>
        <source>%1 runs ROCm, not CUDA: your CUDA or Triton kernels must be ported to HIP and tested first (HIPIFY converts part of the code; Triton has a ROCm back end), as code is ported to XLA for TPUs.</source>
        <translation>%1 läuft mit ROCm, nicht mit CUDA: Ihre CUDA- oder Triton-Kernels müssen zuerst nach HIP portiert und getestet werden (HIPIFY konvertiert einen Teil des Codes; Triton hat ein ROCm-Backend), so wie Code für TPUs nach XLA portiert wird.</translation>
    </message>
    <message>
        <source>%1 runs ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but any CUDA kernel or CUDA-only library must be ported to HIP first.</source>
        <translation>%1 läuft mit ROCm, nicht mit CUDA: PyTorch, JAX und TensorFlow laufen unverändert, aber jeder CUDA-Kernel und jede reine CUDA-Bibliothek muss zuerst nach HIP portiert werden.</translation>
    </message>
</context>
<context>
    <name>SizingText</name>
    <message>
        <source>date unknown</source>
        <translation>Datum unbekannt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Where a price comes from and its date: &quot;bundled catalogue, 11/24/2026&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <extracomment>A price&apos;s age after its origin and date: &quot; (400 days old)&quot;.</extracomment>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: published %2 chip-hours for %3; this model says it does not fit</source>
        <extracomment>A published run the estimator refuses: &quot;Llama 3 70B on 8 x NVIDIA L4 24GB, BF16: published 1,230 chip-hours for 1B training tokens; this model says it does not fit&quot;.</extracomment>
        <translation>%1: veröffentlicht %2 Chip-Stunden für %3; laut Schätzung passt diese Konfiguration nicht in den Speicher</translation>
    </message>
    <message>
        <source>%1: published %2 chip-hours for %3, this model %4</source>
        <extracomment>A published run beside the estimate for it: &quot;Llama 3 70B on 64 x NVIDIA H100 SXM 80GB, FP8: published 1,230 chip-hours for 1B training tokens, this model 1,180&quot;.</extracomment>
        <translation>%1: veröffentlicht %2 Chip-Stunden für %3, laut Schätzung %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A source with its publisher and date: &quot;The Llama 3 Herd of Models (Meta, July 2024)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>SizingVocabulary</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Google Cloud</source>
        <translation>Google Cloud</translation>
    </message>
    <message>
        <source>AWS</source>
        <translation>AWS</translation>
    </message>
    <message>
        <source>Azure</source>
        <translation>Azure</translation>
    </message>
    <message>
        <source>On premises</source>
        <translation>On-Premises</translation>
    </message>
    <message>
        <source>Other provider</source>
        <translation>Anderer Anbieter</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Committed Use (1 Jahr)</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Committed Use (3 Jahre)</translation>
    </message>
    <message>
        <source>Spot / preemptible</source>
        <translation>Spot / unterbrechbar</translation>
    </message>
    <message>
        <source>Capacity block</source>
        <translation>Kapazitätsblock</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>Inferenz (Serving)</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>Vortraining</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>Vortraining</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Vollständiges Fine-Tuning</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>vollständiges Fine-Tuning</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA-Fine-Tuning</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>with a 1-year commitment</source>
        <translation>mit Committed Use (1 Jahr)</translation>
    </message>
    <message>
        <source>with a 3-year commitment</source>
        <translation>mit Committed Use (3 Jahre)</translation>
    </message>
    <message>
        <source>spot / preemptible</source>
        <translation>Spot / unterbrechbar</translation>
    </message>
    <message>
        <source>in a capacity block</source>
        <translation>im Kapazitätsblock</translation>
    </message>
</context>
<context>
    <name>TextSummary</name>
    <message>
        <source>favours GPU</source>
        <translation>spricht für GPU</translation>
    </message>
    <message>
        <source>favours TPU</source>
        <translation>spricht für TPU</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>(unnamed profile)</source>
        <translation>(unbenanntes Profil)</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Split of work:</source>
        <translation>Aufteilung der Arbeit:</translation>
    </message>
    <message>
        <source>Blockers:</source>
        <translation>Ausschlusskriterien:</translation>
    </message>
    <message>
        <source>%1 unavailable. %2</source>
        <translation>%1 nicht verfügbar. %2</translation>
    </message>
    <message>
        <source>Top factors:</source>
        <translation>Wichtigste Faktoren:</translation>
    </message>
    <message>
        <source>What would change the verdict:</source>
        <translation>Was die Empfehlung ändern würde:</translation>
    </message>
    <message>
        <source>no single answer change alters it.</source>
        <translation>keine einzelne Antwortänderung.</translation>
    </message>
    <message>
        <source>Holds only if:</source>
        <translation>Gilt nur, wenn:</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Zu prüfen: %1</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Ausschlaggebend:</translation>
    </message>
    <message>
        <source>Weighted scores: GPU %1, TPU %2</source>
        <translation>Gewichtete Punktzahlen: GPU %1 und TPU %2</translation>
    </message>
    <message>
        <source>on its own can change the verdict</source>
        <translation>kann für sich allein die Empfehlung ändern</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more (see --format json)</source>
        <translation>
            <numerusform>… und %Ln weitere (siehe --format json)</numerusform>
            <numerusform>… und %Ln weitere (siehe --format json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s) left open. %1</source>
        <translation>
            <numerusform>%Ln Frage offen. %1</numerusform>
            <numerusform>%Ln Fragen offen. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2 gives %3</source>
        <translation>%1 → %2 ergibt %3</translation>
    </message>
</context>
<context>
    <name>VerdictReason</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hybrid for this profile: “%1” means experiments continue while large runs are prepared, and TPUs lead the weighted answers (%2 against %3 for GPUs), so the large runs go to TPUs and the experiments stay on GPUs.</source>
        <translation>Hybrid für dieses Profil: „%1“ bedeutet, dass die Experimente weiterlaufen, während große Läufe vorbereitet werden, und TPUs liegen bei den gewichteten Antworten vorn (%2 gegenüber %3 für GPUs); daher gehen die großen Läufe auf TPUs, und die Experimente bleiben auf GPUs.</translation>
    </message>
    <message>
        <source>Hybrid for this profile: “%1” shows experiments still under way, “%2” shows scaled runs, and TPUs lead the weighted answers (%3 against %4 for GPUs), so the scaled runs go to TPUs and the experiments stay on GPUs.</source>
        <translation>Hybrid für dieses Profil: „%1“ zeigt noch laufende Experimente, „%2“ zeigt skalierte Läufe, und TPUs liegen bei den gewichteten Antworten vorn (%3 gegenüber %4 für GPUs); daher gehen die skalierten Läufe auf TPUs, und die Experimente bleiben auf GPUs.</translation>
    </message>
    <message>
        <source>A hard constraint rules out the other platform, so %1 is the only option.</source>
        <translation>Eine harte Bedingung schließt die andere Plattform aus, daher ist %1 die einzige Option.</translation>
    </message>
    <message>
        <source>Hard constraints rule out both platforms; no platform fits these answers as they stand.</source>
        <translation>Harte Bedingungen schließen beide Plattformen aus; keine Plattform passt zu den Antworten in ihrer jetzigen Form.</translation>
    </message>
    <message>
        <source>The weighted answers favour TPUs, but the work is still exploratory and no scaled runs are planned: exploration stays on GPUs.</source>
        <translation>Die gewichteten Antworten sprechen für TPUs, aber die Arbeit ist noch explorativ, und es sind keine skalierten Läufe geplant: Die Exploration bleibt auf GPUs.</translation>
    </message>
    <message>
        <source>The weighted answers favour %1.</source>
        <translation>Die gewichteten Antworten sprechen für %1.</translation>
    </message>
    <message>
        <source>The answers favour neither platform, and the GPU is the default when nothing argues for a TPU.</source>
        <translation>Die Antworten sprechen für keine der beiden Plattformen, und die GPU ist die Standardwahl, wenn nichts für eine TPU spricht.</translation>
    </message>
</context>
<context>
    <name>VerdictWording</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Too close to call: %1 or %2</source>
        <translation>Zu knapp für eine Entscheidung: %1 oder %2</translation>
    </message>
    <message>
        <source>Not enough answers yet</source>
        <translation>Noch nicht genug Antworten</translation>
    </message>
    <message>
        <source>Your answers so far lean to %1</source>
        <translation>Ihre bisherigen Antworten tendieren zu %1</translation>
    </message>
    <message>
        <source>%1 in %2 of plausible cases, %3 in %4</source>
        <translation>%1 in %2 der plausiblen Fälle, %3 in %4</translation>
    </message>
    <message>
        <source>Holds in %1 of plausible cases (%2)</source>
        <translation>Gilt in %1 der plausiblen Fälle (%2)</translation>
    </message>
    <message numerus="yes">
        <source>However the open questions are answered, the verdict stays %1.</source>
        <translation>
            <numerusform>Wie auch immer die offene Frage beantwortet wird: Die Empfehlung bleibt %1.</numerusform>
            <numerusform>Wie auch immer die offenen Fragen beantwortet werden: Die Empfehlung bleibt %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering the open questions could also give %1.</source>
        <translation>
            <numerusform>Die Antwort auf die offene Frage könnte auch %1 ergeben.</numerusform>
            <numerusform>Die Antworten auf die offenen Fragen könnten auch %1 ergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds only if: %1.</source>
        <translation>Gilt nur, wenn: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Answer “%1” next: on its own it can change the verdict to %2.</source>
        <translation>Beantworten Sie als Nächstes „%1“: Diese Antwort allein kann zur Empfehlung %2 führen.</translation>
    </message>
</context>
<context>
    <name>accel::services::CloudBillingPriceSource</name>
    <message>
        <source>The price service did not answer within %1 seconds; check the network and try again.</source>
        <translation>Der Preisdienst hat nicht innerhalb von %1 Sekunden geantwortet; prüfen Sie die Netzwerkverbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Prices are only fetched over HTTPS; the address is refused.</source>
        <translation>Preise werden nur über HTTPS abgerufen; die Adresse wird abgelehnt.</translation>
    </message>
    <message>
        <source>No API key: enter one in Settings &gt; Live Prices.</source>
        <translation>Kein API-Schlüssel: Geben Sie unter Einstellungen &gt; Live-Preise einen ein.</translation>
    </message>
    <message>
        <source>The price refresh was cancelled.</source>
        <translation>Die Preisaktualisierung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The price service sent more than %1 pages; stopped.</source>
        <translation>Der Preisdienst hat mehr als %1 Seiten gesendet; abgebrochen.</translation>
    </message>
    <message>
        <source>The price service&apos;s answer is larger than %1 MiB; stopped.</source>
        <translation>Die Antwort des Preisdienstes ist größer als %1 MiB; abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot reach the price service (%1). Offline? The bundled prices are used.</source>
        <translation>Der Preisdienst ist nicht erreichbar (%1). Offline? Es werden die mitgelieferten Preise verwendet.</translation>
    </message>
    <message>
        <source>redirects are not followed</source>
        <translation>Weiterleitungen werden nicht verfolgt</translation>
    </message>
    <message>
        <source>The price service sent an answer that is not valid JSON.</source>
        <translation>Der Preisdienst hat eine Antwort gesendet, die kein gültiges JSON ist.</translation>
    </message>
    <message>
        <source>The price service lists none of the services %1.</source>
        <translation>Der Preisdienst führt keinen der Dienste %1.</translation>
    </message>
    <message>
        <source>The price service answered, but no SKU matched an accelerator of the catalogue.</source>
        <translation>Der Preisdienst hat geantwortet, aber keine SKU passte zu einem Beschleuniger des Katalogs.</translation>
    </message>
    <message>
        <source>The price service answered HTTP %1.</source>
        <translation>Der Preisdienst antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <source>The price service answered HTTP %1: %2.</source>
        <translation>Der Preisdienst antwortete mit HTTP %1: %2.</translation>
    </message>
</context>
<context>
    <name>accel::services::LivePrices</name>
    <message>
        <source>No API key is stored; enter one first.</source>
        <translation>Es ist kein API-Schlüssel gespeichert; geben Sie zuerst einen ein.</translation>
    </message>
    <message>
        <source>Still using the prices fetched on %1 where they are newer than the bundled ones.</source>
        <translation>Weiterhin werden die am %1 abgerufenen Preise verwendet, sofern sie neuer als die mitgelieferten sind.</translation>
    </message>
    <message>
        <source>Still using the bundled, dated prices.</source>
        <translation>Weiterhin werden die mitgelieferten, datierten Preise verwendet.</translation>
    </message>
    <message>
        <source>One live price read from %1 SKUs.</source>
        <translation>Ein Live-Preis aus %1 SKUs gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln live prices read from %1 SKUs.</source>
        <translation>
            <numerusform>%Ln Live-Preis aus %1 SKUs gelesen.</numerusform>
            <numerusform>%Ln Live-Preise aus %1 SKUs gelesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::AdvisorWizard</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Help (F1)</source>
        <translation>Hilfe (F1)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Help: %1</source>
        <translation>Hilfe: %1</translation>
    </message>
    <message>
        <source>Accelerator Advisor steps</source>
        <translation>Schritte von Accelerator Advisor</translation>
    </message>
    <message>
        <source>One page per step; Next and Back move between them, F1 explains the page.</source>
        <translation>Eine Seite pro Schritt; mit „Weiter“ und „Zurück“ wechseln Sie zwischen ihnen, F1 erklärt die Seite.</translation>
    </message>
    <message>
        <source>&lt;h4&gt;What to do now&lt;/h4&gt;&lt;p&gt;Pick the answer closest to your situation, or leave “Not sure yet”: an open question counts as neutral and the result page lists it among the questions that could change the verdict. The panel on the right shows the verdict so far; Next goes on to the following step.&lt;/p&gt;</source>
        <translation>&lt;h4&gt;Was jetzt zu tun ist&lt;/h4&gt;&lt;p&gt;Wählen Sie die Antwort, die Ihrer Lage am nächsten kommt, oder lassen Sie „Noch unklar“ stehen: Eine offene Frage zählt als neutral, und die Ergebnisseite führt sie unter den Fragen auf, die die Empfehlung ändern könnten. Die Leiste rechts zeigt die bisherige Empfehlung; „Weiter“ führt zum nächsten Schritt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Workload sizing: serving&lt;/h3&gt;&lt;p&gt;Optional. Describe the model and the load: requests per second, tokens in and out, and how fast the first token and the following ones must come. For each accelerator the table gives the chips needed (replicas × chips per replica), whether the weights and the KV cache fit, the speed each user sees and the cost per million output tokens, from the price shown with its source and date. Serving is limited by memory bandwidth, so MFU does not apply.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Workload-Dimensionierung: Serving&lt;/h3&gt;&lt;p&gt;Optional. Beschreiben Sie Modell und Last: Anfragen pro Sekunde, Tokens in Ein- und Ausgabe und wie schnell das erste und die folgenden Tokens kommen müssen. Für jeden Beschleuniger nennt die Tabelle die nötigen Chips (Replikate × Chips pro Replikat), ob Gewichte und KV-Cache in den Speicher passen, die Geschwindigkeit pro Nutzer und die Kosten pro Million Ausgabe-Tokens, berechnet aus dem angezeigten Preis mit Quelle und Datum. Serving ist durch die Speicherbandbreite begrenzt, daher gilt die MFU hier nicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Workload sizing: training&lt;/h3&gt;&lt;p&gt;Optional. Describe the model and the run: parameters, tokens, method and deadline. For each accelerator the table gives the chips needed, whether the training state fits, the time and the cost with their plausible range. Compute is 6 × (active parameters + attention over the sequence) × tokens; time comes from the chips&apos; peak times a model-FLOPs utilisation (MFU) calibrated on published runs; cost from chip-hours times the price shown with its source and date.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Workload-Dimensionierung: Training&lt;/h3&gt;&lt;p&gt;Optional. Beschreiben Sie Modell und Lauf: Parameter, Tokens, Methode und Frist. Für jeden Beschleuniger nennt die Tabelle die nötigen Chips, ob der Trainingszustand in den Speicher passt, Dauer und Kosten mit ihrer plausiblen Spanne. Der Rechenaufwand beträgt 6 × (aktive Parameter + Attention über die Sequenz) × Tokens; die Dauer folgt aus der Spitzenleistung der Chips mal einer an veröffentlichten Läufen kalibrierten Modell-FLOPs-Auslastung (MFU), die Kosten aus Chip-Stunden mal dem angezeigten Preis mit Quelle und Datum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;What to do now&lt;/h4&gt;&lt;p&gt;Look for the cheapest row that fits and meets your targets; accelerators your answers rule out stay listed as unavailable, with the reason. If you know better figures, double-click an MFU or a price to type your own. The result page and the report use what this page shows. Skip it if you only need the GPU or TPU decision.&lt;/p&gt;</source>
        <translation>&lt;h4&gt;Was jetzt zu tun ist&lt;/h4&gt;&lt;p&gt;Suchen Sie die günstigste Zeile, die passt und Ihre Ziele erreicht; Beschleuniger, die Ihre Antworten ausschließen, bleiben mit Begründung als nicht verfügbar aufgeführt. Wenn Sie bessere Zahlen haben, doppelklicken Sie auf eine MFU oder einen Preis und geben Sie Ihre eigenen ein. Ergebnisseite und Bericht übernehmen, was diese Seite zeigt. Überspringen Sie sie, wenn Sie nur die Entscheidung zwischen GPU und TPU brauchen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the result&lt;/h3&gt;&lt;p&gt;The card at the top gives the verdict, how sure it is and what it rests on. Each answer leans towards GPU or TPU and its importance scales that lean into a contribution: the chart and the Factors tab show them, largest first. A hard constraint (a blocker) rules a platform out whatever the scores.&lt;/p&gt;&lt;h4&gt;What to do now&lt;/h4&gt;&lt;p&gt;Check the answers that decide it (the links in the card take you to them) and “What would change it”: answering an open question or changing one listed there may change the verdict. If a factor matters more or less to you, change its importance. Then save the profile and export the report (File menu) to share the reasoning.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Ergebnis lesen&lt;/h3&gt;&lt;p&gt;Die Karte oben nennt die Empfehlung, wie sicher sie ist und worauf sie beruht. Jede Antwort tendiert zu GPU oder TPU, und ihre Gewichtung macht aus dieser Tendenz einen Beitrag: Diagramm und Reiter „Faktoren“ zeigen sie, die größten zuerst. Eine harte Bedingung (ein Ausschlusskriterium) schließt eine Plattform unabhängig von den Punktzahlen aus.&lt;/p&gt;&lt;h4&gt;Was jetzt zu tun ist&lt;/h4&gt;&lt;p&gt;Prüfen Sie die entscheidenden Antworten (die Links in der Karte führen dorthin) und den Reiter „Was die Empfehlung ändern würde“: Eine offene Frage zu beantworten oder eine dort genannte Antwort zu ändern, kann die Empfehlung ändern. Wenn Ihnen ein Faktor mehr oder weniger wichtig ist, ändern Sie seine Gewichtung. Speichern Sie dann das Profil und exportieren Sie den Bericht (Menü „Datei“), um die Begründung weiterzugeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;An open question whose answer could still rule the recommended platform out is named as a proviso (“provided that…”): answer it first.&lt;/p&gt;&lt;h4&gt;How sure it is&lt;/h4&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine offene Frage, deren Antwort die empfohlene Plattform noch ausschließen könnte, wird als Vorbehalt genannt („vorausgesetzt, dass …“): Beantworten Sie sie zuerst.&lt;/p&gt;&lt;h4&gt;Wie sicher das Ergebnis ist&lt;/h4&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Keyboard&lt;/h4&gt;&lt;p&gt;Ctrl+Tab and Ctrl+Shift+Tab (or Ctrl+Page Down and Ctrl+Page Up) move between the tabs under the card; on the Bill tab, every field has its Alt+letter.&lt;/p&gt;</source>
        <extracomment>The result tabs take no Alt+letter, so that the Bill tab&apos;s fields can.</extracomment>
        <translation>&lt;h4&gt;Tastatur&lt;/h4&gt;&lt;p&gt;Strg+Tab und Strg+Umschalt+Tab (oder Strg+Bild ab und Strg+Bild auf) wechseln zwischen den Reitern unter der Karte; im Reiter „Rechnung“ hat jedes Feld seinen Alt-Buchstaben.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>accel::ui::ChangesView</name>
    <message>
        <source>What would change the verdict</source>
        <translation>Was die Empfehlung ändern würde</translation>
    </message>
    <message>
        <source>No single answer change alters the verdict.</source>
        <translation>Keine einzelne Antwortänderung führt zu einer anderen Empfehlung.</translation>
    </message>
    <message>
        <source>Smallest changes first; follow a link to revisit the question.</source>
        <translation>Kleinste Änderungen zuerst; folgen Sie einem Link, um zur Frage zurückzukehren.</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>…und %1 weitere.</translation>
    </message>
    <message>
        <source>Questions left open</source>
        <translation>Offene Fragen</translation>
    </message>
    <message>
        <source>Every question that applies is answered.</source>
        <translation>Alle zutreffenden Fragen sind beantwortet.</translation>
    </message>
    <message>
        <source>Link: goes to the question</source>
        <translation>Link: führt zur Frage</translation>
    </message>
</context>
<context>
    <name>accel::ui::CompareModel</name>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Left answer</source>
        <translation>Antwort links</translation>
    </message>
    <message>
        <source>Left contribution</source>
        <translation>Beitrag links</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Antwort rechts</translation>
    </message>
    <message>
        <source>Right contribution</source>
        <translation>Beitrag rechts</translation>
    </message>
    <message>
        <source>Difference (right − left)</source>
        <translation>Differenz (rechts − links)</translation>
    </message>
    <message>
        <source>Adds nothing: this profile&apos;s other answers leave the question unasked.</source>
        <translation>Trägt nichts bei: Nach den übrigen Antworten dieses Profils wird die Frage nicht gestellt.</translation>
    </message>
    <message>
        <source>Adds nothing: the question is open in this profile, so it counts as neutral.</source>
        <translation>Trägt nichts bei: Die Frage ist in diesem Profil offen und zählt daher neutral.</translation>
    </message>
</context>
<context>
    <name>accel::ui::CompareWindow</name>
    <message>
        <source>Compare Profiles — Accelerator Advisor</source>
        <translation>Profile vergleichen — Accelerator Advisor</translation>
    </message>
    <message>
        <source>Differences per factor</source>
        <translation>Unterschiede pro Faktor</translation>
    </message>
    <message>
        <source>Open &amp;left profile…</source>
        <translation>&amp;Linkes Profil öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;right profile…</source>
        <translation>&amp;Rechtes Profil öffnen…</translation>
    </message>
    <message>
        <source>Cannot open profile</source>
        <translation>Profil kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open Left Profile</source>
        <translation>Linkes Profil öffnen</translation>
    </message>
    <message>
        <source>Open Right Profile</source>
        <translation>Rechtes Profil öffnen</translation>
    </message>
    <message>
        <source>No profile chosen yet</source>
        <translation>Noch kein Profil gewählt</translation>
    </message>
    <message>
        <source>Blocker. %1</source>
        <translation>Ausschlusskriterium: %1</translation>
    </message>
    <message>
        <source>Choose a profile for each side to see the differences.</source>
        <translation>Wählen Sie für jede Seite ein Profil, um die Unterschiede zu sehen.</translation>
    </message>
    <message>
        <source>One row per question: both answers, both contributions and their difference, largest difference first.</source>
        <translation>Eine Zeile pro Frage: beide Antworten, beide Beiträge und ihre Differenz, größte Differenz zuerst.</translation>
    </message>
    <message>
        <source>Same reading (“%1”); %2 with a different answer, marked ≠.</source>
        <translation>Gleiche Einschätzung („%1“); %2 mit anderer Antwort, markiert mit ≠.</translation>
    </message>
    <message>
        <source>The reading changes from “%1” (left) to “%2” (right); %3 with a different answer, marked ≠.</source>
        <translation>Die Einschätzung wechselt von „%1“ (links) zu „%2“ (rechts); %3 mit anderer Antwort, markiert mit ≠.</translation>
    </message>
</context>
<context>
    <name>accel::ui::CostInputs</name>
    <message>
        <source>Default: derived from your answers (framework, XLA compatibility, custom kernels, team skills); the weeks are shown under the bill.</source>
        <translation>Standard: aus Ihren Antworten abgeleitet (Framework, XLA-Kompatibilität, eigene Kernels, Kenntnisse des Teams); die Wochen stehen unter der Rechnung.</translation>
    </message>
    <message>
        <source>No published purchase price for this GPU: set your own to price owning it.</source>
        <translation>Für diese GPU ist kein Kaufpreis veröffentlicht: Geben Sie Ihren eigenen an, um den Eigenbetrieb zu berechnen.</translation>
    </message>
    <message>
        <source>Default: %1 (%2). Source: %3</source>
        <translation>Standard: %1 (%2). Quelle: %3</translation>
    </message>
    <message>
        <source>No published power for this GPU: set your own.</source>
        <translation>Für diese GPU ist keine Leistungsaufnahme veröffentlicht: Geben Sie Ihre eigene an.</translation>
    </message>
    <message>
        <source>Default: %1. Source: %2</source>
        <translation>Standard: %1. Quelle: %2</translation>
    </message>
    <message>
        <source>Horizon and porting</source>
        <translation>Planungshorizont und Portierung</translation>
    </message>
    <message>
        <source>Owning GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>GPU to own:</source>
        <translation>Zu kaufende GPU:</translation>
    </message>
    <message>
        <source>GPU to own</source>
        <translation>Zu kaufende GPU</translation>
    </message>
    <message>
        <source>Default: the GPU the rented option chose, when its purchase price is known.</source>
        <translation>Standard: die GPU der Mietoption, wenn ihr Kaufpreis bekannt ist.</translation>
    </message>
    <message>
        <source>Months:</source>
        <translation>Monate:</translation>
    </message>
    <message>
        <source>Training runs per month:</source>
        <translation>Trainingsläufe pro Monat:</translation>
    </message>
    <message>
        <source>Serving hours per month:</source>
        <translation>Serving-Stunden pro Monat:</translation>
    </message>
    <message>
        <source>Engineer cost per week (USD):</source>
        <translation>Ingenieurkosten pro Woche (USD):</translation>
    </message>
    <message>
        <source>Porting weeks (your estimate):</source>
        <translation>Portierungswochen (Ihre Schätzung):</translation>
    </message>
    <message>
        <source>Price per GPU (USD):</source>
        <translation>Preis pro GPU (USD):</translation>
    </message>
    <message>
        <source>Power per GPU (W):</source>
        <translation>Leistung pro GPU (W):</translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation>PUE:</translation>
    </message>
    <message>
        <source>Electricity (USD/kWh):</source>
        <translation>Strom (USD/kWh):</translation>
    </message>
    <message>
        <source>Years of depreciation:</source>
        <translation>Abschreibungsjahre:</translation>
    </message>
    <message>
        <source>Overhead share:</source>
        <translation>Aufschlag auf den Kauf:</translation>
    </message>
    <message>
        <source>Back to the default: %1</source>
        <translation>Zurück zum Standard: %1</translation>
    </message>
    <message>
        <source>Back to the default</source>
        <translation>Zurück zum Standard</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>%1 (from your answers)</source>
        <translation>%1 (aus Ihren Antworten)</translation>
    </message>
    <message>
        <source>Same as the rented GPU</source>
        <extracomment>The default of &quot;GPU to own:&quot;, e.g. &quot;Same as the rented one (NVIDIA H100 SXM 80GB)&quot;.</extracomment>
        <translation>Wie die gemietete GPU</translation>
    </message>
    <message>
        <source>Same as the rented one (%1)</source>
        <translation>Wie die gemietete (%1)</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>Auslastung:</translation>
    </message>
</context>
<context>
    <name>accel::ui::CostView</name>
    <message>
        <source>Cumulative cost chart</source>
        <translation>Diagramm der kumulierten Kosten</translation>
    </message>
    <message>
        <source>Bill per option</source>
        <translation>Rechnung pro Option</translation>
    </message>
    <message>
        <source>Size a workload to see the whole bill.</source>
        <translation>Dimensionieren Sie einen Workload, um die gesamte Rechnung zu sehen.</translation>
    </message>
    <message>
        <source>Break-even:</source>
        <translation>Break-even:</translation>
    </message>
    <message>
        <source>Porting to %1: %2, %3, charged once. %4</source>
        <extracomment>%2 is a number of engineer-weeks, &quot;3 engineer-weeks&quot;; %3 their cost.</extracomment>
        <translation>Portierung auf %1: %2, %3, einmalig zugerechnet. %4</translation>
    </message>
</context>
<context>
    <name>accel::ui::ExportNotice</name>
    <message>
        <source>Report saved to %1. &lt;a href=&quot;file&quot;&gt;Open it&lt;/a&gt; · &lt;a href=&quot;folder&quot;&gt;Show the folder&lt;/a&gt;</source>
        <translation>Bericht gespeichert unter %1. &lt;a href=&quot;file&quot;&gt;Öffnen&lt;/a&gt; · &lt;a href=&quot;folder&quot;&gt;Ordner anzeigen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Bericht gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>accel::ui::FactorChartView</name>
    <message>
        <source>Factor chart</source>
        <translation>Faktordiagramm</translation>
    </message>
    <message>
        <source>Bars to the left favour GPU, bars to the right favour TPU; the factor table lists the same numbers.</source>
        <translation>Balken nach links sprechen für GPU, Balken nach rechts für TPU; die Faktortabelle enthält dieselben Zahlen.</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>One chart row read aloud: question, signed contribution, the side it favours.</extracomment>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Noch keine Antworten.</translation>
    </message>
</context>
<context>
    <name>accel::ui::FactorTableModel</name>
    <message>
        <source>open (neutral)</source>
        <translation>offen (neutral)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Contribution</source>
        <translation>Beitrag</translation>
    </message>
    <message>
        <source>Favours</source>
        <translation>Spricht für</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Gewichtung</translation>
    </message>
</context>
<context>
    <name>accel::ui::LivePanel</name>
    <message>
        <source>Live comparison</source>
        <translation>Live-Vergleich</translation>
    </message>
    <message>
        <source>Factor chart</source>
        <translation>Faktordiagramm</translation>
    </message>
</context>
<context>
    <name>accel::ui::LivePricesDialog</name>
    <message>
        <source>Prices refreshed: %1</source>
        <translation>Preise aktualisiert: %1</translation>
    </message>
    <message>
        <source>Refresh failed: %1</source>
        <translation>Aktualisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>A key is stored (%1). Enter a new one to replace it.</source>
        <translation>Ein Schlüssel ist gespeichert (%1). Geben Sie einen neuen ein, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <source>No key yet for this session.</source>
        <translation>Noch kein Schlüssel für diese Sitzung.</translation>
    </message>
    <message>
        <source>No key is stored in the keychain yet.</source>
        <translation>Im Schlüsselbund ist noch kein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Use key for this session</source>
        <translation>Für diese Sitzung &amp;verwenden</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Live prices last fetched %1.</source>
        <translation>Live-Preise zuletzt abgerufen am %1.</translation>
    </message>
    <message>
        <source>No live prices fetched yet.</source>
        <translation>Noch keine Live-Preise abgerufen.</translation>
    </message>
    <message>
        <source>Your override file %1 was ignored: %2 %3</source>
        <translation>Ihre Override-Datei %1 wurde ignoriert: %2 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Reason given by the keychain: %1</source>
        <translation>Vom Schlüsselbund genannter Grund: %1</translation>
    </message>
    <message>
        <source>the system keychain did not answer in time.</source>
        <translation>Der Schlüsselbund des Systems hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>the system keychain refused it or is locked.</source>
        <translation>Der Schlüsselbund des Systems hat ihn abgelehnt oder ist gesperrt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No working keychain was found&lt;/b&gt;, so the key cannot be stored safely and will not be stored anywhere else. You can use it for this session only: it is held in memory and forgotten when Accelerator Advisor closes.</source>
        <translation>&lt;b&gt;Es wurde kein funktionierender Schlüsselbund gefunden&lt;/b&gt;. Der Schlüssel kann daher nicht sicher gespeichert werden und wird auch nirgendwo anders gespeichert. Sie können ihn nur für diese Sitzung verwenden: Er wird im Arbeitsspeicher gehalten und beim Beenden von Accelerator Advisor verworfen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The key was not saved&lt;/b&gt;: %1 Unlock the keychain and save again, or use the key for this session only.</source>
        <translation>&lt;b&gt;Der Schlüssel wurde nicht gespeichert&lt;/b&gt;: %1 Entsperren Sie den Schlüsselbund und speichern Sie erneut, oder verwenden Sie den Schlüssel nur für diese Sitzung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The key was not removed&lt;/b&gt;: %1 Unlock the keychain and try again.</source>
        <translation>&lt;b&gt;Der Schlüssel wurde nicht entfernt&lt;/b&gt;: %1 Entsperren Sie den Schlüsselbund und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <translation>%1 (verwendet)</translation>
    </message>
    <message>
        <source>The sizing uses this price for this accelerator, provider and mode; the dimmed rows beside it are not used.</source>
        <translation>Die Dimensionierung verwendet diesen Preis für diesen Beschleuniger, Anbieter und Modus; die abgeblendeten Zeilen daneben werden nicht verwendet.</translation>
    </message>
    <message>
        <source>Not used: for this accelerator, provider and mode the sizing takes the price dated %2 (%1).</source>
        <translation>Nicht verwendet: Für diesen Beschleuniger, Anbieter und Modus nimmt die Dimensionierung den Preis vom %2 (%1).</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>Schlüsselbund wird geprüft…</translation>
    </message>
    <message>
        <source>Reading prices from the Cloud Billing Catalog API…</source>
        <translation>Preise werden aus der Cloud Billing Catalog API gelesen…</translation>
    </message>
</context>
<context>
    <name>accel::ui::MainWindow</name>
    <message>
        <source>%1[*] — Accelerator Advisor</source>
        <translation>%1[*] — Accelerator Advisor</translation>
    </message>
    <message>
        <source>Open Profile</source>
        <translation>Profil öffnen</translation>
    </message>
    <message>
        <source>Cannot open profile</source>
        <translation>Profil kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Cannot save profile</source>
        <translation>Profil kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>an untitled profile</source>
        <translation>einem unbenannten Profil</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>Nicht gespeicherte Änderungen an %1 vom %2 wurden aufbewahrt. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>The autosaved work in “%1” is damaged and cannot be restored.</source>
        <translation>Die automatisch gesicherte Arbeit in „%1“ ist beschädigt und kann nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>&amp;New Profile</source>
        <translation>&amp;Neues Profil</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Compare Two Profiles…</source>
        <translation>Zwei Profile &amp;vergleichen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>Reset &amp;Importance to Defaults</source>
        <translation>&amp;Gewichtung auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Live Prices…</source>
        <translation>&amp;Live-Preise…</translation>
    </message>
    <message>
        <source>The Google Cloud API key and live accelerator prices</source>
        <translation>API-Schlüssel für Google Cloud und Live-Preise der Beschleuniger</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Live Comparison Panel</source>
        <translation>&amp;Live-Vergleichsleiste</translation>
    </message>
    <message>
        <source>&amp;About Accelerator Advisor</source>
        <translation>Über &amp;Accelerator Advisor</translation>
    </message>
    <message>
        <source>About Accelerator Advisor</source>
        <translation>Über Accelerator Advisor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Accelerator Advisor %1&lt;/h3&gt;&lt;p&gt;Helps an ML team decide whether a workload belongs on GPUs, TPUs or both, factor by factor.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Accelerator Advisor %1&lt;/h3&gt;&lt;p&gt;Hilft ML-Teams, Faktor für Faktor zu entscheiden, ob ein Workload auf GPUs, TPUs oder beide gehört.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent profiles</source>
        <translation>Keine zuletzt geöffneten Profile</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <source>Profile from a newer version</source>
        <translation>Profil aus einer neueren Version</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>Profile from an earlier version</source>
        <translation>Profil aus einer früheren Version</translation>
    </message>
    <message>
        <source>This profile was written by an earlier version. Please check:

%1</source>
        <translation>Dieses Profil wurde von einer früheren Version geschrieben. Bitte prüfen Sie:

%1</translation>
    </message>
    <message>
        <source>Profile details and live comparison</source>
        <translation>Profildetails und Live-Vergleich</translation>
    </message>
    <message>
        <source>Accelerator Advisor</source>
        <translation>Accelerator Advisor</translation>
    </message>
    <message>
        <source>%1 Details on the result page.</source>
        <translation>%1 Details auf der Ergebnisseite.</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Autosave failed: %1 Your answers are still in this window; Accelerator Advisor tries again every %2 seconds. Save the profile (File, Save As) to keep them safe. Autosave folder: %3</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1 Ihre Antworten sind weiterhin in diesem Fenster; Accelerator Advisor versucht es alle %2 Sekunden erneut. Speichern Sie das Profil (Datei &gt; Speichern unter), um sie zu sichern. Ordner für automatisches Speichern: %3</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>Automatisches Speichern funktioniert wieder.</translation>
    </message>
    <message>
        <source>Go to the question</source>
        <translation>Zur Frage</translation>
    </message>
    <message>
        <source>&amp;Help for This Page</source>
        <translation>&amp;Hilfe zu dieser Seite</translation>
    </message>
    <message>
        <source>&amp;What&apos;s This?</source>
        <translation>&amp;Was ist das?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>accel::ui::ProfileDetailsPanel</name>
    <message>
        <source>e.g. Ranking model retrain</source>
        <translation>z. B. Retraining des Ranking-Modells</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <source>Context, assumptions, who answered…</source>
        <translation>Kontext, Annahmen, wer geantwortet hat…</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Profile n&amp;ame:</source>
        <translation>Pr&amp;ofilname:</translation>
    </message>
    <message>
        <source>&amp;Your notes:</source>
        <translation>Ihre &amp;Notizen:</translation>
    </message>
</context>
<context>
    <name>accel::ui::ProfileDocument</name>
    <message>
        <source>Untitled profile</source>
        <translation>Unbenanntes Profil</translation>
    </message>
</context>
<context>
    <name>accel::ui::QuestionBox</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Sources:&lt;/i&gt; %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Quellen:&lt;/i&gt; %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>Not sure yet (leave open)</source>
        <translation>Noch unklar (offen lassen)</translation>
    </message>
    <message>
        <source>Leaves the question open: it counts as neutral, and the result says how much answering it could change.</source>
        <translation>Lässt die Frage offen; sie zählt als neutral, und das Ergebnis zeigt, wie viel eine Antwort darauf ändern könnte.</translation>
    </message>
    <message>
        <source>Left open: counted as neutral until you answer.</source>
        <translation>Offen gelassen: zählt als neutral, bis Sie antworten.</translation>
    </message>
    <message>
        <source>Why: %1 (%2) Sources: %3.</source>
        <translation>Begründung: %1 (%2) Quellen: %3.</translation>
    </message>
</context>
<context>
    <name>accel::ui::QuestionPage</name>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Questions of %1</source>
        <translation>Fragen zu „%1“</translation>
    </message>
</context>
<context>
    <name>accel::ui::ReportActions</name>
    <message>
        <source>Save the report as PDF, HTML or Markdown</source>
        <translation>Bericht als PDF, HTML oder Markdown speichern</translation>
    </message>
    <message>
        <source>See the report&apos;s pages before printing</source>
        <translation>Seiten des Berichts vor dem Drucken ansehen</translation>
    </message>
    <message>
        <source>Print the report</source>
        <translation>Bericht drucken</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Markdown for wikis (*.md)</source>
        <translation>Markdown für Wikis (*.md)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: name the file .pdf, .html or .md.</source>
        <translation>Das Format von %1 ist nicht erkennbar: Verwenden Sie die Dateiendung .pdf, .html oder .md.</translation>
    </message>
    <message>
        <source>Cannot create the report: %1</source>
        <translation>Der Bericht kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
</context>
<context>
    <name>accel::ui::ResultPage</name>
    <message>
        <source>Step %1 of %1: Result</source>
        <translation>Schritt %1 von %1: Ergebnis</translation>
    </message>
    <message>
        <source>The verdict, why, and what would change it. Adjust the importance of each factor to see how robust it is.</source>
        <translation>Die Empfehlung, ihre Begründung und was sie ändern würde. Passen Sie die Gewichtung der einzelnen Faktoren an, um zu sehen, wie robust sie ist.</translation>
    </message>
    <message>
        <source>Factor table</source>
        <translation>Faktortabelle</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Split of work: %1.</source>
        <translation>Aufteilung der Arbeit: %1.</translation>
    </message>
    <message>
        <source>Blocker. %1</source>
        <translation>Ausschlusskriterium: %1</translation>
    </message>
    <message>
        <source>Result details</source>
        <translation>Ergebnisdetails</translation>
    </message>
    <message>
        <source>Factor chart</source>
        <translation>Faktordiagramm</translation>
    </message>
    <message>
        <source>What changed and why</source>
        <translation>Was sich geändert hat und warum</translation>
    </message>
    <message>
        <source>Why and chart</source>
        <translation>Begründung und Diagramm</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <source>What would change it</source>
        <translation>Was die Empfehlung ändern würde</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>Dimensionierung</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Since you saved</source>
        <translation>Seit dem Speichern</translation>
    </message>
    <message>
        <source>No answers yet: the reasons and the chart appear with the first answer.</source>
        <translation>Noch keine Antworten: Begründung und Diagramm erscheinen mit der ersten Antwort.</translation>
    </message>
    <message>
        <source>The chart&apos;s numbers as a table: one row per question, with its answer, importance, contribution, the platform it favours, the reason and the sources.</source>
        <translation>Die Zahlen des Diagramms als Tabelle: eine Zeile pro Frage mit Antwort, Gewichtung, Beitrag, der Plattform, für die sie spricht, Begründung und Quellen.</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingChartView</name>
    <message>
        <source>Cost against time chart; the same numbers are in the table</source>
        <translation>Diagramm Kosten über Zeit; dieselben Zahlen stehen in der Tabelle</translation>
    </message>
    <message>
        <source>Cost against time to train</source>
        <translation>Kosten über Trainingsdauer</translation>
    </message>
    <message>
        <source> (log scale)</source>
        <translation> (logarithmisch)</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Trainingsdauer in Tagen</translation>
    </message>
    <message>
        <source>Tokens per second per user</source>
        <translation>Tokens pro Sekunde und Nutzer</translation>
    </message>
    <message>
        <source>Cost, USD</source>
        <translation>Kosten, USD</translation>
    </message>
    <message>
        <source>Cost per million output tokens against speed per user</source>
        <translation>Kosten pro Million Ausgabe-Tokens über Geschwindigkeit pro Nutzer</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cost per million output tokens against speed per user chart; the same numbers are in the table</source>
        <translation>Diagramm Kosten pro Million Ausgabe-Tokens über Geschwindigkeit pro Nutzer; dieselben Zahlen stehen in der Tabelle</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4</source>
        <translation>%1: %2, %3, %4</translation>
    </message>
    <message>
        <source>%1: %2, %3 per million output tokens</source>
        <translation>%1: %2, %3 pro Million Ausgabe-Tokens</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingPanel</name>
    <message>
        <source>Chips: the fewest that fit and finish within the deadline (%1).</source>
        <translation>Chips: so wenige wie möglich, die passen und innerhalb der Frist fertig werden (%1).</translation>
    </message>
    <message>
        <source>Select a row to read its status and notes in full.</source>
        <translation>Wählen Sie eine Zeile, um Status und Hinweise vollständig zu lesen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumptions&lt;/b&gt; (MFU and price: edit them in the table; the others in the catalogue override file accelerators.json in the application&apos;s data folder):</source>
        <translation>&lt;b&gt;Annahmen&lt;/b&gt; (MFU und Preis: in der Tabelle bearbeiten; die übrigen in der Katalog-Override-Datei accelerators.json im Datenordner der Anwendung):</translation>
    </message>
    <message>
        <source>Replicas are added until the load is met.</source>
        <translation>Es werden Replikate hinzugefügt, bis die Last gedeckt ist.</translation>
    </message>
    <message>
        <source>Prices: per chip-hour, with the host (vCPU, RAM) share where the provider bills it with the chip (hover a price to see which); each shows its origin and date in the table. Costs exclude storage, network and idle time.</source>
        <translation>Preise: pro Chip-Stunde, mit dem Anteil des Hosts (vCPU, RAM), wo der Anbieter ihn zusammen mit dem Chip berechnet (zeigen Sie mit der Maus auf einen Preis, um das zu sehen); Herkunft und Datum stehen jeweils in der Tabelle. Die Kosten enthalten weder Datenspeicher noch Netzwerk noch Leerlaufzeit.</translation>
    </message>
    <message>
        <source>Any (shape from the size)</source>
        <translation>Beliebig (Architektur aus der Größe)</translation>
    </message>
    <message>
        <source>Chips: with no deadline set, the fewest that fit and finish within %1.</source>
        <translation>Chips: ohne festgelegte Frist so wenige wie möglich, die passen und innerhalb der angenommenen Frist (%1) fertig werden.</translation>
    </message>
    <message numerus="yes">
        <source>Each accelerator shows what %Ln chip(s) can serve.</source>
        <translation>
            <numerusform>Jeder Beschleuniger zeigt, was %Ln Chip bedienen kann.</numerusform>
            <numerusform>Jeder Beschleuniger zeigt, was %Ln Chips bedienen können.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 per token)</source>
        <extracomment>The model&apos;s size as the fields show it: &quot;671 B parameters (37 B active per token)&quot;.</extracomment>
        <translation>%1 (%2 pro Token)</translation>
    </message>
    <message>
        <source>%1 of %2 on %3: %4 × (active parameters + attention over the sequence) × tokens = %5 FLOPs. %6</source>
        <translation>%1, %2, %3: %4 × (aktive Parameter + Attention über die Sequenz) × Tokens = %5 FLOPs. %6</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nearest published runs&lt;/b&gt;: select a row with an estimate to compare it with what similar published runs took.</source>
        <translation>&lt;b&gt;Ähnlichste veröffentlichte Läufe&lt;/b&gt;: Wählen Sie eine Zeile mit einer Schätzung, um sie mit dem Aufwand ähnlicher veröffentlichter Läufe zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A set-up as the published runs name theirs: &quot;64 × NVIDIA H100 SXM 80GB&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nearest published runs&lt;/b&gt; to %1, the selected row: what they took, and what this model says for each.</source>
        <translation>&lt;b&gt;Ähnlichste veröffentlichte Läufe&lt;/b&gt; zu %1, der ausgewählten Zeile: was sie benötigten und was die Schätzung jeweils ergibt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nearest published runs&lt;/b&gt; to %1, the cheapest set-up that fits (select a row for another): what they took, and what this model says for each.</source>
        <translation>&lt;b&gt;Ähnlichste veröffentlichte Läufe&lt;/b&gt; zu %1, der günstigsten passenden Konfiguration (für eine andere eine Zeile auswählen): was sie benötigten und was die Schätzung jeweils ergibt.</translation>
    </message>
    <message>
        <source>%1 [source: %2]</source>
        <extracomment>A published run and where it was published: &quot;Llama 3 70B on ...: published ... [source: The Llama 3 Herd of Models (Meta, July 2024)]&quot;.</extracomment>
        <translation>%1 [Quelle: %2]</translation>
    </message>
    <message>
        <source>Compute 6 × (active parameters + attention over the sequence) × tokens (4 for LoRA); MFU per platform generation, falling with scale and with fewer parameters per chip, calibrated on Llama 3.1 405B, DeepSeek-V3, Llama 2, PaLM and MaxText runs; GPU (H100) %1, TPU (v6e) %2 at 8 chips.</source>
        <translation>Rechenaufwand 6 × (aktive Parameter + Attention über die Sequenz) × Tokens (4 bei LoRA); MFU je Plattformgeneration, sinkend mit der Skalierung und bei weniger Parametern pro Chip, kalibriert an Läufen von Llama 3.1 405B, DeepSeek-V3, Llama 2, PaLM und MaxText; GPU (H100) %1, TPU (v6e) %2 bei 8 Chips.</translation>
    </message>
    <message>
        <source>Training: state %1 bytes per parameter on GPUs, %2 on TPUs (LoRA %3), sharded over all chips, plus one checkpointed sequence of activations; %4 of memory kept free; FP8 and FP4 run %5 of a step at their higher peak (%6 for mixtures of experts); %7 of a run&apos;s hours train (restarts); mixtures of experts run at %8 of dense MFU with %9 active parameters, less with fewer. State bytes and goodput can be set in the form.</source>
        <translation>Training: Zustand %1 Byte pro Parameter auf GPUs, %2 auf TPUs (LoRA %3), über alle Chips verteilt, plus die Aktivierungen einer Sequenz mit Checkpointing; %4 des Speichers bleiben frei; FP8 und FP4 führen %5 eines Schritts mit ihrer höheren Spitzenleistung aus (%6 bei Mixture-of-Experts-Modellen); %7 der Laufstunden entfallen auf das Training (Neustarts); Mixture-of-Experts-Modelle laufen mit %9 aktiven Parametern bei %8 der MFU dichter Modelle, mit weniger aktiven Parametern entsprechend darunter. Zustandsbytes und Goodput lassen sich im Formular einstellen.</translation>
    </message>
    <message>
        <source>Serving: weights + KV cache (from the architecture) in %1 of memory; the largest batch that meets the latency targets; decode at %2 of memory bandwidth or %3 of peak compute, prefill at %4 of peak; replicas planned at %5 of capacity (the headroom, which can be set in the form).</source>
        <translation>Serving: Gewichte + KV-Cache (aus der Architektur) in %1 des Speichers; der größte Batch, der die Latenzziele einhält; Decoding mit %2 der Speicherbandbreite oder %3 der Spitzenrechenleistung, Prefill mit %4 der Spitzenleistung; Replikate mit %5 ihrer Kapazität eingeplant (die geplante Auslastung, im Formular einstellbar).</translation>
    </message>
    <message>
        <source>As the weights</source>
        <extracomment>The KV cache&apos;s number format when none is chosen: that of the weights.</extracomment>
        <translation>Wie die Gewichte</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>the cheapest that fits</source>
        <translation>die günstigste passende Anzahl</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <extracomment>An optional share left empty: the estimator&apos;s own figure, e.g. &quot;default (90%)&quot;.</extracomment>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>default (%1, TPUs %2)</source>
        <translation>Standard (%1, TPUs %2)</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 at %2 (%3 input + %4 output tokens each), first token within %5 ms, then one every %6 ms. %7</source>
        <extracomment>%2 is a load, &quot;12 requests/s&quot;; %4 the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Serving: %1, %2 (je %3 Eingabe- + %4 Ausgabe-Token), erstes Token nach höchstens %5&#xa0;ms, dann alle %6&#xa0;ms ein weiteres. %7</numerusform>
            <numerusform>Serving: %1, %2 (je %3 Eingabe- + %4 Ausgabe-Tokens), erstes Token nach höchstens %5&#xa0;ms, dann alle %6&#xa0;ms ein weiteres. %7</numerusform>
        </translation>
    </message>
    <message>
        <source>At most the model size, %1: a token uses part of the model, never more.</source>
        <extracomment>%1: the model size as its field shows it (&quot;70 B parameters&quot;).</extracomment>
        <translation>Höchstens die Modellgröße, %1: Ein Token nutzt einen Teil des Modells, nie mehr.</translation>
    </message>
    <message>
        <source>At most the experts per layer, %1.</source>
        <extracomment>%1: the experts per layer as their field shows them (&quot;256 experts&quot;).</extracomment>
        <translation>Höchstens die Experten pro Schicht, %1.</translation>
    </message>
    <message numerus="yes">
        <source>none (plans for %Ln day(s))</source>
        <translation>
            <numerusform>keine (%Ln Tag angenommen)</numerusform>
            <numerusform>keine (%Ln Tage angenommen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run must finish within this many days; chips are added until it does. With none, the plan allows %Ln day(s).</source>
        <translation>
            <numerusform>Der Lauf muss innerhalb dieser Anzahl von Tagen abgeschlossen sein; es werden so lange Chips hinzugefügt, bis das erreicht ist. Ohne Frist plant die Schätzung %Ln Tag ein.</numerusform>
            <numerusform>Der Lauf muss innerhalb dieser Anzahl von Tagen abgeschlossen sein; es werden so lange Chips hinzugefügt, bis das erreicht ist. Ohne Frist plant die Schätzung %Ln Tage ein.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingStepPage</name>
    <message>
        <source>Step %1 of %2: Workload sizing (optional)</source>
        <translation>Schritt %1 von %2: Workload-Dimensionierung (optional)</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingSummaryView</name>
    <message>
        <source>Sizing candidates</source>
        <translation>Kandidaten der Dimensionierung</translation>
    </message>
    <message>
        <source>Sizing assumptions</source>
        <translation>Annahmen der Dimensionierung</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingTable</name>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>$ per chip-hour</source>
        <translation>$ pro Chip-Stunde</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Preisquelle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Chips the plan needs</source>
        <translation>Vom Plan benötigte Chips</translation>
    </message>
    <message>
        <source>Whether the model fits in the chips&apos; memory</source>
        <translation>Ob das Modell in den Speicher der Chips passt</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation: double-click to type your own (0-1)</source>
        <translation>Modell-FLOPs-Auslastung: Doppelklick, um einen eigenen Wert einzugeben (0–1)</translation>
    </message>
    <message>
        <source>Price in USD per chip-hour: double-click to type your own</source>
        <translation>Preis in USD pro Chip-Stunde: Doppelklick, um einen eigenen einzugeben</translation>
    </message>
    <message>
        <source>Availability and the estimator&apos;s notes: select a row for the details</source>
        <translation>Verfügbarkeit und Hinweise der Schätzung: für Details eine Zeile auswählen</translation>
    </message>
    <message>
        <source>Candidate accelerators</source>
        <translation>Infrage kommende Beschleuniger</translation>
    </message>
    <message>
        <source>Chips needed to fit the training state: %1</source>
        <translation>Benötigte Chips für den Trainingszustand: %1</translation>
    </message>
    <message>
        <source>%1 GB per chip needed, %2 GB usable</source>
        <translation>%1&#xa0;GB pro Chip benötigt, %2&#xa0;GB nutzbar</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation at this scale; type your own (0-1)</source>
        <translation>Modell-FLOPs-Auslastung bei dieser Größe; eigenen Wert eingeben (0–1)</translation>
    </message>
    <message>
        <source>total (replicas × chips per replica)</source>
        <translation>gesamt (Replikate × Chips pro Replikat)</translation>
    </message>
    <message>
        <source>weights %1 GB + KV cache %2 GB per replica</source>
        <translation>Gewichte %1&#xa0;GB + KV-Cache %2&#xa0;GB pro Replikat</translation>
    </message>
    <message>
        <source>Type your own price per chip-hour; clear it to go back</source>
        <translation>Eigenen Preis pro Chip-Stunde eingeben; Feld leeren, um zurückzusetzen</translation>
    </message>
    <message>
        <source>none: enter your own</source>
        <translation>keiner: eigenen eingeben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>
Host (vCPU, RAM) included.</source>
        <translation>
Host (vCPU, RAM) inbegriffen.</translation>
    </message>
    <message>
        <source>
Accelerator only: the host (vCPU, RAM) is billed on top.</source>
        <translation>
Nur Beschleuniger: Der Host (vCPU, RAM) wird zusätzlich berechnet.</translation>
    </message>
    <message>
        <source>%1 per hour for %2</source>
        <translation>%1 pro Stunde für %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Does not fit in memory: no time and no cost.</source>
        <translation>Passt nicht in den Speicher: weder Zeit noch Kosten.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Unavailable. %1</source>
        <extracomment>%1: why, a sentence of its own (&quot;Not sold on AWS.&quot;).</extracomment>
        <translation>Nicht verfügbar. %1</translation>
    </message>
    <message>
        <source>Chips (replicas × chips)</source>
        <translation>Chips (Replikate × Chips)</translation>
    </message>
    <message>
        <source>Output speed</source>
        <translation>Ausgabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Cost per M output tokens</source>
        <translation>Kosten pro Mio. Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Kosten pro Stunde</translation>
    </message>
    <message>
        <source>What the chips cost per hour while serving</source>
        <translation>Was die Chips pro Stunde im Serving kosten</translation>
    </message>
    <message>
        <source>Where the price comes from, where not from the source named below the table</source>
        <translation>Herkunft des Preises, wo sie von der unter der Tabelle genannten Quelle abweicht</translation>
    </message>
    <message>
        <source>Your MFU; clear it to go back to the estimate</source>
        <translation>Ihre MFU; leeren Sie das Feld, um zur Schätzung zurückzukehren</translation>
    </message>
    <message numerus="yes">
        <source>Output tokens per second in all and for each user, and the time to the first token; %Ln sequences per replica</source>
        <translation>
            <numerusform>Ausgabe-Tokens pro Sekunde insgesamt und je Nutzer sowie die Zeit bis zum ersten Token; %Ln Sequenz pro Replikat</numerusform>
            <numerusform>Ausgabe-Tokens pro Sekunde insgesamt und je Nutzer sowie die Zeit bis zum ersten Token; %Ln Sequenzen pro Replikat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingWizardPage</name>
    <message>
        <source>Workload sizing (optional)</source>
        <translation>Workload-Dimensionierung (optional)</translation>
    </message>
    <message>
        <source>How many chips, how long and how much, for each accelerator you could use. Every figure is an estimate; its assumptions are listed below the chart.</source>
        <translation>Wie viele Chips, wie lange und zu welchen Kosten – für jeden Beschleuniger, den Sie nutzen könnten. Jeder Wert ist eine Schätzung; die Annahmen stehen unter dem Diagramm.</translation>
    </message>
</context>
<context>
    <name>accel::ui::VerdictCard</name>
    <message>
        <source>No answers yet</source>
        <translation>Noch keine Antworten</translation>
    </message>
    <message>
        <source>Answer a question to see which way it leans.</source>
        <translation>Beantworten Sie eine Frage, um zu sehen, in welche Richtung die Empfehlung tendiert.</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Ausschlaggebend:</translation>
    </message>
    <message>
        <source>Link: goes to the question</source>
        <translation>Link: führt zur Frage</translation>
    </message>
    <message>
        <source>Holds only if:</source>
        <translation>Gilt nur, wenn:</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Zu prüfen: %1</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1 (für %2)</translation>
    </message>
</context>
<context>
    <name>accel::ui::WeightPanel</name>
    <message>
        <source>&amp;Reset importance to defaults</source>
        <translation>Gewichtung auf &amp;Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <source>Importance of %1</source>
        <translation>Gewichtung von %1</translation>
    </message>
    <message>
        <source>%1 (default %2)</source>
        <translation>%1 (Standard %2)</translation>
    </message>
    <message>
        <source>Importance multiplies how far each answer leans. Changes update the verdict, chart and table at once and are saved with the profile.</source>
        <translation>Die Gewichtung multipliziert die Tendenz jeder Antwort. Änderungen aktualisieren Empfehlung, Diagramm und Tabelle sofort und werden mit dem Profil gespeichert.</translation>
    </message>
</context>
</TS>
