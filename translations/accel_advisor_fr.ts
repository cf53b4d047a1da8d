<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AcceleratorData</name>
    <message>
        <source>bundled catalogue</source>
        <translation>catalogue intégré</translation>
    </message>
    <message>
        <source>your override file</source>
        <translation>votre fichier de surcharge</translation>
    </message>
    <message>
        <source>Cloud Billing Catalog API</source>
        <translation>Cloud Billing Catalog API</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>saisi par vous</translation>
    </message>
    <message>
        <source>expected an https:// address.</source>
        <translation>une adresse https:// est attendue.</translation>
    </message>
    <message>
        <source>expected low &lt;= value &lt;= high.</source>
        <translation>la condition low &lt;= value &lt;= high doit être respectée.</translation>
    </message>
    <message>
        <source>expected a non-empty array of {chips, mfu} points.</source>
        <translation>un tableau non vide de points {chips, mfu} est attendu.</translation>
    </message>
    <message>
        <source>chips must increase from one point to the next.</source>
        <translation>chips doit augmenter d&apos;un point au suivant.</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; appears twice.</source>
        <translation>l&apos;identifiant «&#xa0;%1&#xa0;» apparaît deux fois.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; write YYYY, YYYY-MM, YYYY-MM-DD or &quot;unknown&quot;.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une date&#xa0;; écrivez AAAA, AAAA-MM, AAAA-MM-JJ ou &quot;unknown&quot;.</translation>
    </message>
    <message>
        <source>refers to source &apos;%1&apos;, which is not in &quot;sources&quot;.</source>
        <translation>renvoie à la source «&#xa0;%1&#xa0;», absente de &quot;sources&quot;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs at least name, platform, vendor, peakTflops.bf16, memoryGB, bandwidthGBs, availability, frameworks and sources.</source>
        <translation>«&#xa0;%1&#xa0;» nécessite au moins name, platform, vendor, peakTflops.bf16, memoryGB, bandwidthGBs, availability, frameworks et sources.</translation>
    </message>
    <message>
        <source>Not sold on %1.</source>
        <translation>Non proposé sur %1.</translation>
    </message>
    <message>
        <source>No catalogue price for %1; enter what you pay.</source>
        <translation>Aucun prix de catalogue pour %1&#xa0;; saisissez ce que vous payez.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; write YYYY-MM-DD.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une date&#xa0;; écrivez AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>missing; accelerator data starts with &quot;format&quot;: &quot;%1&quot;.</source>
        <translation>absent&#xa0;; les données d&apos;accélérateurs commencent par &quot;format&quot;: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>is %1, expected &quot;%2&quot;: this is not accelerator data.</source>
        <translation>vaut %1 au lieu de &quot;%2&quot;&#xa0;: ce ne sont pas des données d&apos;accélérateurs.</translation>
    </message>
    <message>
        <source>is %1; this program reads version %2 only.</source>
        <translation>vaut %1&#xa0;; ce programme ne lit que la version %2.</translation>
    </message>
    <message>
        <source>No published price found for %1 on %2 %3 (checked %4): Google sells Cloud TPU commitments through its sales team. Enter what you are offered.</source>
        <extracomment>%3 is a pricing mode inside a sentence: &quot;with a 1-year commitment&quot;.</extracomment>
        <translation>Aucun prix publié trouvé pour %1 sur %2 %3 (vérification du %4)&#xa0;: Google vend les engagements Cloud TPU par son équipe commerciale. Saisissez le prix qui vous est proposé.</translation>
    </message>
    <message>
        <source>No published price found for %1 on %2, %3 (checked %4); enter your own.</source>
        <extracomment>%3 is a pricing mode inside a sentence: &quot;on demand&quot;, &quot;with a 1-year commitment&quot;.</extracomment>
        <translation>Aucun prix publié trouvé pour %1 sur %2, %3 (vérification du %4)&#xa0;; saisissez le vôtre.</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>cannot create the lock file %1: permission denied. Check that the folder %2 is writable.</source>
        <translation>impossible de créer le fichier de verrou %1&#xa0;: permission refusée. Vérifiez que le dossier %2 est accessible en écriture.</translation>
    </message>
    <message>
        <source>the lock file %1 is held by another process.</source>
        <translation>le fichier de verrou %1 est détenu par un autre processus.</translation>
    </message>
    <message>
        <source>cannot create the lock file %1. Check that the folder %2 exists and is writable.</source>
        <translation>impossible de créer le fichier de verrou %1. Vérifiez que le dossier %2 existe et est accessible en écriture.</translation>
    </message>
    <message>
        <source>cannot create the folder %1.</source>
        <translation>impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>BillingCatalogPage</name>
    <message>
        <source>The price service sent an answer that is not valid JSON.</source>
        <translation>Le service de prix a renvoyé une réponse qui n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <source>The price service&apos;s answer has no list of SKUs.</source>
        <translation>La réponse du service de prix ne contient aucune liste de SKU.</translation>
    </message>
</context>
<context>
    <name>CatalogueText</name>
    <message>
        <source>Not sure yet</source>
        <extracomment>An open question&apos;s answer, in the wizard, the reports and the command line.</extracomment>
        <translation>Je ne sais pas encore</translation>
    </message>
    <message>
        <source>not asked</source>
        <extracomment>A question that this profile&apos;s answers never asked (it depends on another answer).</extracomment>
        <translation>non posée</translation>
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
            <numerusform>%Ln puce</numerusform>
            <numerusform>%Ln puces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln factor(s)</source>
        <translation>
            <numerusform>%Ln facteur</numerusform>
            <numerusform>%Ln facteurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Ln question</numerusform>
            <numerusform>%Ln questions</numerusform>
        </translation>
    </message>
    <message>
        <source>today</source>
        <translation>aujourd&apos;hui</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s) old</source>
        <translation>
            <numerusform>il y a %Ln jour</numerusform>
            <numerusform>il y a %Ln jours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Print the recommendation for each profile: verdict, confidence, factors, blockers, what would change it.</source>
        <translation>Affiche le résultat de chaque profil&#xa0;: recommandation, confiance, facteurs, critères bloquants, ce qui changerait la recommandation.</translation>
    </message>
    <message>
        <source>Check profiles and list every problem with its JSON path.</source>
        <translation>Vérifie les profils et liste chaque problème avec son chemin JSON.</translation>
    </message>
    <message>
        <source>Workload sizing for one configuration: memory fit, time and cost, with every assumption.</source>
        <translation>Dimensionnement de la charge de travail pour une configuration&#xa0;: tenue en mémoire, durée et coût, avec toutes les hypothèses.</translation>
    </message>
    <message>
        <source>Write the report for a profile as PDF, HTML or Markdown.</source>
        <translation>Écrit le rapport d&apos;un profil en PDF, HTML ou Markdown.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Affiche cette aide et quitte.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Affiche la version et quitte.</translation>
    </message>
    <message>
        <source>Accelerator Advisor: does an ML workload belong on GPUs, TPUs or both?

Usage:
  accel-advisor [PROFILE]           open the wizard (on PROFILE)
  accel-advisor &lt;command&gt; [options]

Commands (they need no display):
</source>
        <translation>Accelerator Advisor&#xa0;: une charge de travail de ML a-t-elle sa place sur GPU, sur TPU ou sur les deux&#xa0;?

Utilisation&#xa0;:
  accel-advisor [PROFILE]           ouvre l&apos;assistant (sur PROFILE)
  accel-advisor &lt;commande&gt; [options]

Commandes (sans interface graphique)&#xa0;:
</translation>
    </message>
    <message>
        <source>The command to run.</source>
        <translation>La commande à exécuter.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Commands: %2. See accel-advisor --help.</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;». Commandes&#xa0;: %2. Voir accel-advisor --help.</translation>
    </message>
    <message>
        <source>See accel-advisor %1 --help.</source>
        <translation>Voir accel-advisor %1 --help.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>  Chip-hours:      %1
</source>
        <translation>  Heures-puce&#xa0;:      %1
</translation>
    </message>
    <message>
        <source> [yours]</source>
        <translation> [votre valeur]</translation>
    </message>
    <message>
        <source>; source: %1</source>
        <translation>&#xa0;; source&#xa0;: %1</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Accelerator id: %1.</source>
        <translation>Identifiant de l&apos;accélérateur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>fournisseur</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>Your own price in USD per chip-hour (default: the catalogue).</source>
        <translation>Votre propre prix en USD par heure-puce (par défaut&#xa0;: celui du catalogue).</translation>
    </message>
    <message>
        <source>usd</source>
        <translation>usd</translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation>Format de sortie&#xa0;: text (par défaut) ou json.</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text or json.</source>
        <translation>valeur inconnue pour --format&#xa0;: «&#xa0;%1&#xa0;»&#xa0;; utilisez text ou json.</translation>
    </message>
    <message>
        <source>estimate takes no file arguments; see accel-advisor estimate --help.</source>
        <translation>estimate n&apos;accepte pas de fichier en argument&#xa0;; voir accel-advisor estimate --help.</translation>
    </message>
    <message>
        <source>estimate needs --%1; for example: accel-advisor estimate --params 7e9 --tokens 1.4e11 --accelerator h100-sxm --count 8</source>
        <translation>estimate nécessite --%1&#xa0;; par exemple&#xa0;: accel-advisor estimate --params 7e9 --tokens 1.4e11 --accelerator h100-sxm --count 8</translation>
    </message>
    <message>
        <source>accel-advisor: fix or remove the override file; nothing was estimated.
</source>
        <translation>accel-advisor&#xa0;: corrigez ou supprimez le fichier de surcharge&#xa0;; aucune estimation n&apos;a été faite.
</translation>
    </message>
    <message>
        <source>Output format: text (default) or json (JSON Lines with several profiles).</source>
        <translation>Format de sortie&#xa0;: text (par défaut) ou json (JSON Lines s&apos;il y a plusieurs profils).</translation>
    </message>
    <message>
        <source>Profiles to evaluate.</source>
        <translation>Profils à évaluer.</translation>
    </message>
    <message>
        <source>evaluate needs at least one profile, for example: accel-advisor evaluate project.accel.json</source>
        <translation>evaluate nécessite au moins un profil, par exemple&#xa0;: accel-advisor evaluate project.accel.json</translation>
    </message>
    <message>
        <source>Where to write the report; an existing file is replaced only when the new report is complete.</source>
        <translation>Où écrire le rapport&#xa0;; un fichier existant n&apos;est remplacé qu&apos;une fois le nouveau rapport complet.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>pdf, html or md; by default taken from the output file&apos;s suffix.</source>
        <translation>pdf, html ou md&#xa0;; par défaut, déduit de l&apos;extension du fichier de sortie.</translation>
    </message>
    <message>
        <source>The profile to report on.</source>
        <translation>Le profil sur lequel porte le rapport.</translation>
    </message>
    <message>
        <source>report needs one profile and an output file, for example: accel-advisor report project.accel.json -o report.pdf</source>
        <translation>report nécessite un profil et un fichier de sortie, par exemple&#xa0;: accel-advisor report project.accel.json -o report.pdf</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use pdf, html or md.</source>
        <translation>valeur inconnue pour --format&#xa0;: «&#xa0;%1&#xa0;»&#xa0;; utilisez pdf, html ou md.</translation>
    </message>
    <message>
        <source>cannot tell the format from &apos;%1&apos;; name it .pdf, .html or .md, or give --format.</source>
        <translation>impossible de déduire le format de «&#xa0;%1&#xa0;»&#xa0;; donnez-lui l&apos;extension .pdf, .html ou .md, ou indiquez --format.</translation>
    </message>
    <message>
        <source>Profiles to check.</source>
        <translation>Profils à vérifier.</translation>
    </message>
    <message>
        <source>validate needs at least one profile, for example: accel-advisor validate project.accel.json</source>
        <translation>validate nécessite au moins un profil, par exemple&#xa0;: accel-advisor validate project.accel.json</translation>
    </message>
    <message>
        <source>%1: valid</source>
        <translation>%1&#xa0;: valide</translation>
    </message>
    <message>
        <source>accel-advisor: unknown language “%1” for --lang; choose one of: %2.
</source>
        <translation>accel-advisor&#xa0;: langue inconnue pour --lang&#xa0;: «&#xa0;%1&#xa0;»&#xa0;; choisissez l&apos;une des langues suivantes&#xa0;: %2.
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
Options&#xa0;:
  -h, --help       affiche l&apos;aide (aussi&#xa0;: accel-advisor &lt;commande&gt; --help)
  -v, --version    affiche la version
  --lang CODE      la langue des messages et des rapports&#xa0;: en, fr ou de
                   (par défaut&#xa0;: la langue du système)

Codes de sortie&#xa0;: 0 succès, 1 erreur interne, 2 entrée ou utilisation non valide, 3 lecture ou écriture d&apos;un fichier impossible.
</translation>
    </message>
    <message>
        <source>accel-advisor: --lang needs a language code: %1.
</source>
        <translation>accel-advisor&#xa0;: --lang nécessite un code de langue&#xa0;: %1.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not a number; write e.g. 7e9, 70B or 1.4T.</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre&#xa0;; écrivez par exemple 7e9, 70B ou 1.4T.</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is refused: %3</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» est refusé&#xa0;: %3</translation>
    </message>
    <message>
        <source>unknown --model &apos;%1&apos;. Known models: %2.</source>
        <translation>valeur inconnue pour --model&#xa0;: «&#xa0;%1&#xa0;». Modèles connus&#xa0;: %2.</translation>
    </message>
    <message>
        <source>give --layers, --hidden and --kv-heads together (or --model).</source>
        <translation>indiquez --layers, --hidden et --kv-heads ensemble (ou --model).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>Parameters used per token (mixture of experts); default: all.</source>
        <translation>Paramètres utilisés par token (mélange d&apos;experts)&#xa0;; par défaut&#xa0;: tous.</translation>
    </message>
    <message>
        <source>Training tokens, e.g. 1.4e12 or 2T (pre-training default: 20 per parameter; fine-tunes must give it).</source>
        <translation>Tokens d&apos;entraînement, p. ex. 1.4e12 ou 2T (par défaut en pré-entraînement&#xa0;: 20 par paramètre&#xa0;; obligatoire pour un fine-tuning).</translation>
    </message>
    <message>
        <source>Chips, 1 to 1,000,000. Training: required. Inference: what this many chips can serve (default: the chips the load needs).</source>
        <translation>Puces, de 1 à 1&#x202f;000&#x202f;000. Entraînement&#xa0;: obligatoire. Inférence&#xa0;: ce que ce nombre de puces peut servir (par défaut&#xa0;: les puces nécessaires à la charge).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>méthode</translation>
    </message>
    <message>
        <source>Inference: requests per second at peak.</source>
        <translation>Inférence&#xa0;: requêtes par seconde au pic de charge.</translation>
    </message>
    <message>
        <source>Your model&apos;s layers (with --hidden, --kv-heads).</source>
        <translation>Nombre de couches de votre modèle (avec --hidden, --kv-heads).</translation>
    </message>
    <message>
        <source>Your model&apos;s hidden size.</source>
        <translation>Dimension cachée (hidden size) de votre modèle.</translation>
    </message>
    <message>
        <source>Your model&apos;s KV heads (head size 128).</source>
        <translation>Nombre de têtes KV de votre modèle (taille de tête 128).</translation>
    </message>
    <message>
        <source>Training: your own MFU, 0 to 1 (default: the calibrated curve).</source>
        <translation>Entraînement&#xa0;: votre propre MFU, de 0 à 1 (par défaut&#xa0;: la courbe calibrée).</translation>
    </message>
    <message>
        <source>estimate --workload inference needs --%1; for example: accel-advisor estimate --workload inference --params 70B --accelerator h100-sxm --requests-per-second 10 --input-tokens 1000 --output-tokens 250</source>
        <translation>estimate --workload inference nécessite --%1&#xa0;; par exemple&#xa0;: accel-advisor estimate --workload inference --params 70B --accelerator h100-sxm --requests-per-second 10 --input-tokens 1000 --output-tokens 250</translation>
    </message>
    <message>
        <source>--active-params (%1) cannot exceed --params (%2).</source>
        <translation>--active-params (%1) ne peut pas dépasser --params (%2).</translation>
    </message>
    <message>
        <source>%1 is not sold on %2.</source>
        <translation>%1 n&apos;est pas proposé sur %2.</translation>
    </message>
    <message>
        <source>Note: %1 is not sold on %2.
</source>
        <translation>Remarque&#xa0;: %1 n&apos;est pas proposé sur %2.
</translation>
    </message>
    <message>
        <source>--%1 is for serving; add --workload inference.</source>
        <translation>--%1 concerne l&apos;inférence&#xa0;; ajoutez --workload inference.</translation>
    </message>
    <message>
        <source>--method %1 needs --tokens: a fine-tune has no compute-optimal default.</source>
        <translation>--method %1 nécessite --tokens&#xa0;: un fine-tuning n&apos;a pas de valeur par défaut issue de l&apos;optimum de calcul.</translation>
    </message>
    <message>
        <source>--%1 is for training; --workload inference does not use it.</source>
        <translation>--%1 concerne l&apos;entraînement&#xa0;; --workload inference ne l&apos;utilise pas.</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1&#xa0;Mo</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1&#xa0;Go</translation>
    </message>
    <message>
        <source>, host (vCPU, RAM) included</source>
        <translation>, hôte (vCPU, RAM) inclus</translation>
    </message>
    <message>
        <source>, accelerator only: the host (vCPU, RAM) is billed on top</source>
        <translation>, accélérateur seul&#xa0;: l&apos;hôte (vCPU, RAM) est facturé en sus</translation>
    </message>
    <message>
        <source>Assumptions (change MFU and price with --mfu and --price, the others in the catalogue override file):
</source>
        <translation>Hypothèses (modifiez la MFU et le prix avec --mfu et --price, les autres dans le fichier de surcharge du catalogue)&#xa0;:
</translation>
    </message>
    <message>
        <source>a mixture of experts of %1 parameters (%2 active)</source>
        <translation>un mélange d&apos;experts de %1 paramètres (dont %2 actifs)</translation>
    </message>
    <message>
        <source>a model of %1 parameters</source>
        <translation>un modèle de %1 paramètres</translation>
    </message>
    <message>
        <source>%1 of %2 on %3 tokens, %4 tokens per sequence (%5), with %6 × %7
</source>
        <translation>%1 d&apos;%2 sur %3 tokens, %4 tokens par séquence (%5), avec %6 × %7
</translation>
    </message>
    <message>
        <source>  Fits in memory:  %1 (%2 of state + %3 of activations per chip, %4 usable; %5-way tensor parallel; %6)
</source>
        <translation>  Tient en mémoire&#xa0;: %1 (%2 d&apos;état + %3 d&apos;activations par puce, %4 utilisables&#xa0;; parallélisme de tenseurs de degré %5&#xa0;; %6)
</translation>
    </message>
    <message>
        <source>fewest chips that fit: %1</source>
        <translation>minimum de puces nécessaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>no chip count fits</source>
        <translation>aucun nombre de puces ne convient</translation>
    </message>
    <message>
        <source>  Cost:            unknown: %1
</source>
        <translation>  Coût&#xa0;:             inconnu&#xa0;: %1
</translation>
    </message>
    <message>
        <source>, the fewest that carry the load</source>
        <translation>, le minimum pour absorber la charge</translation>
    </message>
    <message>
        <source>  Fits in memory:  %1 (%2 of weights + %3 of KV cache per replica, %4 usable per chip)
</source>
        <translation>  Tient en mémoire&#xa0;: %1 (%2 de poids + %3 de cache KV par réplica, %4 utilisables par puce)
</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>la mémoire</translation>
    </message>
    <message>
        <source>the latency targets</source>
        <translation>les objectifs de latence</translation>
    </message>
    <message>
        <source>--max-batch</source>
        <translation>--max-batch</translation>
    </message>
    <message>
        <source>the load: replicas are not full</source>
        <translation>la charge&#xa0;: les réplicas ne sont pas pleins</translation>
    </message>
    <message>
        <source>  Latency:         first token %1 ms (target %2 ms), then %3 ms per token = %4 tokens/s per user (target %5 ms)%6
</source>
        <translation>  Latence&#xa0;:          premier token en %1&#xa0;ms (cible %2&#xa0;ms), puis %3&#xa0;ms par token = %4 tokens/s par utilisateur (cible %5&#xa0;ms)%6
</translation>
    </message>
    <message>
        <source>: MISSED</source>
        <translation>&#xa0;: OBJECTIF NON ATTEINT</translation>
    </message>
    <message>
        <source>: BELOW THE LOAD</source>
        <translation>&#xa0;: EN DEÇÀ DE LA CHARGE</translation>
    </message>
    <message>
        <source>  Cost:            %1 per hour; %2 per million output tokens</source>
        <translation>  Coût&#xa0;:             %1 par heure&#xa0;; %2 par million de tokens de sortie</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>nothing to price</source>
        <translation>rien à chiffrer</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1&#xa0;: remarque&#xa0;: %2</translation>
    </message>
    <message>
        <source> (architecture: %1)</source>
        <translation> (architecture&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Kind of work: %1.</source>
        <translation>Type de travail&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Training method: %1.</source>
        <translation>Méthode d&apos;entraînement&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Training sequence length in tokens (default %1).</source>
        <translation>Longueur de séquence d&apos;entraînement en tokens (par défaut %1).</translation>
    </message>
    <message>
        <source>Number format: %1.</source>
        <translation>Format numérique&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Inference: prompt tokens per request (default %1).</source>
        <translation>Inférence&#xa0;: tokens d&apos;entrée par requête (par défaut %1).</translation>
    </message>
    <message>
        <source>Inference: answer tokens per request (default %1).</source>
        <translation>Inférence&#xa0;: tokens de réponse par requête (par défaut %1).</translation>
    </message>
    <message>
        <source>Inference: time-to-first-token target in ms (default %1).</source>
        <translation>Inférence&#xa0;: délai cible avant le premier token, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>Inference: time-per-output-token target in ms (default %1).</source>
        <translation>Inférence&#xa0;: délai cible par token de sortie, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>Inference: most sequences per replica (default %1).</source>
        <translation>Inférence&#xa0;: nombre maximal de séquences par réplica (par défaut %1).</translation>
    </message>
    <message>
        <source>Where the chips are: %1.</source>
        <translation>Où se trouvent les puces&#xa0;: %1.</translation>
    </message>
    <message>
        <source>How they are paid for: %1.</source>
        <translation>Mode de paiement&#xa0;: %1.</translation>
    </message>
    <message>
        <source>  Chips:           %1 (%2 × %3 per replica)%4
</source>
        <translation>  Puces&#xa0;:            %1 (%2 × %3 par réplica)%4
</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> Did you mean &apos;%1&apos;?</source>
        <translation> Vouliez-vous dire «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>unknown --%1 &apos;%2&apos;.%3 Use one of: %4.</source>
        <translation>valeur inconnue pour --%1&#xa0;: «&#xa0;%2&#xa0;».%3 Utilisez l&apos;une de ces valeurs&#xa0;: %4.</translation>
    </message>
    <message>
        <source>The whole bill over N months: rented GPUs, rented TPUs, owned GPUs, porting as money, break-even.</source>
        <translation>La facture complète sur N mois&#xa0;: GPU loués, TPU loués, GPU achetés, portage chiffré, point d&apos;équilibre.</translation>
    </message>
    <message>
        <source>Planning horizon in months, 1 to 120 (default: the profile&apos;s cost.months, else 24).</source>
        <translation>Horizon de planification en mois, de 1 à 120 (par défaut&#xa0;: cost.months du profil, sinon 24).</translation>
    </message>
    <message>
        <source>The profile whose workload is priced.</source>
        <translation>Le profil dont la charge de travail est chiffrée.</translation>
    </message>
    <message>
        <source>cost needs one profile, for example: accel-advisor cost project.accel.json --months 24</source>
        <translation>cost attend un profil, par exemple&#xa0;: accel-advisor cost project.accel.json --months 24</translation>
    </message>
    <message>
        <source>%1: $.workload: missing; the bill prices the profile&apos;s workload. Add one (for example &quot;workload&quot;: {&quot;params&quot;: 7e9}) or size it in the window&apos;s “Workload sizing” step.</source>
        <translation>%1&#xa0;: $.workload&#xa0;: absent&#xa0;; la facture chiffre la charge de travail du profil. Ajoutez-en une (par exemple &quot;workload&quot;: {&quot;params&quot;: 7e9}) ou dimensionnez-la à l&apos;étape «&#xa0;Dimensionnement de la charge de travail&#xa0;» de la fenêtre.</translation>
    </message>
    <message>
        <source>  Steady state:    %1 of compute alone, before restarts, checkpoints and evaluation (goodput)
</source>
        <translation>  Régime établi&#xa0;:    %1 de calcul seul, avant redémarrages, points de reprise et évaluation (goodput)
</translation>
    </message>
    <message>
        <source>  Time:            %1, end to end
</source>
        <translation>  Durée&#xa0;:            %1, de bout en bout
</translation>
    </message>
    <message>
        <source>  Cost:            %1
</source>
        <translation>  Coût&#xa0;:             %1
</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln réplica</numerusform>
            <numerusform>%Ln réplicas</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: accel-advisor %1 [options] %2</source>
        <translation>Utilisation&#xa0;: accel-advisor %1 [options] %2</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts (with --experts-per-token).</source>
        <translation>Mélange d&apos;experts&#xa0;: nombre d&apos;experts routés (avec --experts-per-token).</translation>
    </message>
    <message>
        <source>Mixture of experts: experts each token is sent to.</source>
        <translation>Mélange d&apos;experts&#xa0;: nombre d&apos;experts vers lesquels chaque token est envoyé.</translation>
    </message>
    <message>
        <source>Training: bytes of weights, gradients and optimiser state per parameter (default 16 on GPUs, 12 on TPUs; LoRA 2.2).</source>
        <translation>Entraînement&#xa0;: octets de poids, de gradients et d&apos;état de l&apos;optimiseur par paramètre (par défaut 16 sur GPU, 12 sur TPU&#xa0;; LoRA 2.2).</translation>
    </message>
    <message>
        <source>Training: share of the run&apos;s hours spent training, 0 to 1 (default 0.9).</source>
        <translation>Entraînement&#xa0;: part des heures de l&apos;entraînement réellement consacrée au calcul, de 0 à 1 (par défaut 0.9).</translation>
    </message>
    <message>
        <source>Inference: chips per replica (tensor or expert parallel; default: the cheapest that fits).</source>
        <translation>Inférence&#xa0;: puces par réplica (parallélisme de tenseurs ou d&apos;experts&#xa0;; par défaut&#xa0;: la taille la moins chère qui tient en mémoire).</translation>
    </message>
    <message>
        <source>Inference: KV-cache number format: %1 (default: as the weights, at least fp8).</source>
        <translation>Inférence&#xa0;: format numérique du cache KV&#xa0;: %1 (par défaut&#xa0;: celui des poids, au moins fp8).</translation>
    </message>
    <message>
        <source>Inference: share of a replica&apos;s capacity planned for, 0 to 1 (default 0.9).</source>
        <translation>Inférence&#xa0;: part de la capacité d&apos;un réplica prise en compte dans le plan, de 0 à 1 (par défaut 0.9).</translation>
    </message>
    <message>
        <source>--precision fp4: %1 has no FP4 tensor cores; use fp8 or bf16, or an accelerator with FP4 (%2).</source>
        <translation>--precision fp4&#xa0;: %1 n&apos;a pas de cœurs Tensor FP4&#xa0;; utilisez fp8 ou bf16, ou un accélérateur doté du FP4 (%2).</translation>
    </message>
    <message>
        <source>give --experts and --experts-per-token together, with no more experts per token than experts.</source>
        <translation>indiquez --experts et --experts-per-token ensemble, sans plus d&apos;experts par token que d&apos;experts au total.</translation>
    </message>
    <message>
        <source>Nearest published runs (chip-hours for the same work):
</source>
        <translation>Exécutions publiées les plus proches (heures-puce pour le même travail)&#xa0;:
</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>  %1, %2: published %3, this model %4. %5
</source>
        <translation>  %1, %2&#xa0;: %3 d&apos;après la publication, %4 d&apos;après l&apos;estimateur. %5
</translation>
    </message>
    <message>
        <source>  Time:            none: this set-up does not fit in memory
</source>
        <translation>  Durée&#xa0;:            aucune&#xa0;: cette configuration ne tient pas en mémoire
</translation>
    </message>
    <message>
        <source>  Price:           %1 per chip-hour, %2, %3%4, dated %5%6, from %7
</source>
        <extracomment>%2 the provider, %3 the pricing mode inside a sentence (&quot;on demand&quot;).</extracomment>
        <translation>  Prix&#xa0;:             %1 par heure-puce, %2, %3%4, daté du %5%6, provenance&#xa0;: %7
</translation>
    </message>
    <message>
        <source>  - %1: %2%3%4
</source>
        <extracomment>One assumption: label, value, &quot; [yours]&quot; when the user set it, &quot;; source: ...&quot;.</extracomment>
        <translation>  - %1&#xa0;: %2%3%4
</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 at %2 (%3 input + %4 output tokens each, %5) on %6
</source>
        <extracomment>%2 is a load, &quot;12 requests/s&quot;; %4 the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Inférence d&apos;%1 à %2 (%3 tokens d&apos;entrée + %4 token de sortie par requête, %5) sur %6
</numerusform>
            <numerusform>Inférence d&apos;%1 à %2 (%3 tokens d&apos;entrée + %4 tokens de sortie par requête, %5) sur %6
</numerusform>
        </translation>
    </message>
    <message>
        <source>  Throughput:      %1 output tokens/s (%2; capacity %3)%4
</source>
        <extracomment>%2 and %3 are loads, &quot;12 requests/s&quot;.</extracomment>
        <translation>  Débit&#xa0;:            %1 tokens de sortie/s (%2&#xa0;; capacité %3)%4
</translation>
    </message>
    <message numerus="yes">
        <source>, %Ln given</source>
        <translation>
            <numerusform>, %Ln indiquée</numerusform>
            <numerusform>, %Ln indiquées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  Batch:           %Ln sequence(s) per replica (set by %1)
</source>
        <translation>
            <numerusform>  Batch&#xa0;:            %Ln séquence par réplica (limité par %1)
</numerusform>
            <numerusform>  Batch&#xa0;:            %Ln séquences par réplica (limité par %1)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: skipped because of the %Ln problem(s) above.</source>
        <extracomment>After the problems of a profile were listed, one per line.</extracomment>
        <translation>
            <numerusform>%1&#xa0;: ignoré à cause du problème ci-dessus.</numerusform>
            <numerusform>%1&#xa0;: ignoré à cause des %Ln problèmes ci-dessus.</numerusform>
        </translation>
    </message>
    <message>
        <source>--months &apos;%1&apos; is refused: the planning horizon is a whole number of months from 1 to 120.</source>
        <translation>--months&#xa0;: «&#xa0;%1&#xa0;» est refusé&#xa0;: l&apos;horizon de planification est un nombre entier de mois, de 1 à 120.</translation>
    </message>
    <message>
        <source>Model parameters (total), e.g. 7e9 or 70B; 1M to 100T, whole; default: the size of --model.</source>
        <translation>Paramètres du modèle (total), p. ex. 7e9 ou 70B&#xa0;; de 1M à 100T, nombre entier&#xa0;; par défaut&#xa0;: la taille de --model.</translation>
    </message>
    <message>
        <source>A known architecture for the KV cache and activations, and the model size when --params is left out: %1.</source>
        <translation>Une architecture connue pour le cache KV et les activations, et la taille du modèle si --params est omis&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Assumptions (change the price with --price, the others in the catalogue override file):
</source>
        <translation>Hypothèses (modifiez le prix avec --price, les autres dans le fichier de surcharge du catalogue)&#xa0;:
</translation>
    </message>
    <message numerus="yes">
        <source>Note(s):
</source>
        <extracomment>Heads the list of notes below it: &quot;Note:&quot; for one, &quot;Notes:&quot; for more.</extracomment>
        <translation>
            <numerusform>Remarque&#xa0;:
</numerusform>
            <numerusform>Remarques&#xa0;:
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
        <translation>Profil sans titre (ouvert actuellement)</translation>
    </message>
    <message>
        <source>Untitled profile</source>
        <translation>Profil sans titre</translation>
    </message>
    <message>
        <source>%1 (open now)</source>
        <extracomment>A compared profile&apos;s title: its name or its file&apos;s name, open in the window.</extracomment>
        <translation>%1 (ouvert actuellement)</translation>
    </message>
    <message>
        <source>%1 (%2, open now)</source>
        <extracomment>A compared profile&apos;s title: the profile&apos;s name and its file&apos;s name.</extracomment>
        <translation>%1 (%2, ouvert actuellement)</translation>
    </message>
</context>
<context>
    <name>ConfidenceBand</name>
    <message>
        <source>robust</source>
        <translation>solide</translation>
    </message>
    <message>
        <source>A blocker decides this verdict: no open answer, importance or lean can move it.</source>
        <translation>Un critère bloquant détermine cette recommandation&#xa0;: aucune réponse ouverte, importance ou tendance ne peut la modifier.</translation>
    </message>
    <message>
        <source>%1 of %2 sampled cases keep this verdict.</source>
        <translation>Cette recommandation tient dans %1 des %2 cas tirés au sort.</translation>
    </message>
    <message>
        <source>Here %1 of the importance is in questions still open.</source>
        <translation>Ici, %1 de l&apos;importance porte sur des questions encore ouvertes.</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>probable</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>incertaine</translation>
    </message>
    <message>
        <source>Each sampled case guesses the open answers (from a stated prior where a source gives one, otherwise every option equally likely), assumes the provisos hold, and varies every importance and lean, and the weight of each side&apos;s arguments as a whole, by up to %1; the confidence is the share of cases that keep the verdict.</source>
        <translation>Chaque cas tiré au sort choisit une réponse pour chaque question ouverte (selon une probabilité a priori déclarée quand une source en donne une, sinon toutes les options à égalité), suppose les conditions remplies et fait varier d&apos;au plus %1 chaque importance et chaque tendance, ainsi que le poids d&apos;ensemble des arguments de chaque côté&#xa0;; la confiance est la part des cas qui gardent la recommandation.</translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>The cumulative cost of each option, month by month.</source>
        <translation>Le coût cumulé de chaque option, mois par mois.</translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost over %Ln month(s)</source>
        <translation>
            <numerusform>Coût cumulé sur %Ln mois</numerusform>
            <numerusform>Coût cumulé sur %Ln mois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostData</name>
    <message>
        <source>must lie between low and high.</source>
        <translation>doit être compris entre low et high.</translation>
    </message>
    <message>
        <source>needs an &quot;unanswered&quot; entry.</source>
        <translation>il faut une entrée &quot;unanswered&quot;.</translation>
    </message>
</context>
<context>
    <name>CostModel</name>
    <message>
        <source>Your own estimate.</source>
        <translation>Votre propre estimation.</translation>
    </message>
    <message>
        <source>Rented GPUs: no GPU with a price fits this workload.</source>
        <translation>GPU loués&#xa0;: aucun GPU dont le prix est connu ne convient à cette charge de travail.</translation>
    </message>
    <message>
        <source>Rented TPUs: left out, your answers rule TPUs out.</source>
        <translation>TPU loués&#xa0;: omis, vos réponses excluent les TPU.</translation>
    </message>
    <message>
        <source>Rented TPUs: no TPU with a price fits this workload.</source>
        <translation>TPU loués&#xa0;: aucun TPU dont le prix est connu ne convient à cette charge de travail.</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>saisi par vous</translation>
    </message>
    <message>
        <source>Owned GPUs: no GPU with a purchase price fits this workload; set own.usd_per_chip.</source>
        <translation>GPU achetés&#xa0;: aucun GPU dont le prix d&apos;achat est connu ne convient à cette charge de travail&#xa0;; renseignez own.usd_per_chip.</translation>
    </message>
    <message>
        <source>Owned GPUs: %1 has no purchase price or does not fit this workload; set own.usd_per_chip or choose another.</source>
        <translation>GPU achetés&#xa0;: %1 n&apos;a pas de prix d&apos;achat ou ne convient pas à cette charge de travail&#xa0;; renseignez own.usd_per_chip ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>Planning horizon</source>
        <translation>Horizon de planification</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>Training runs of the sized workload per month</source>
        <translation>Entraînements par mois de la charge de travail dimensionnée</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>entraînements</translation>
    </message>
    <message>
        <source>Hours a month the serving fleet runs</source>
        <translation>Heures par mois de fonctionnement du parc d&apos;inférence</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>heures</translation>
    </message>
    <message>
        <source>Cost of one engineer-week (US employer cost)</source>
        <translation>Coût d&apos;une semaine d&apos;ingénieur (coût employeur aux États-Unis)</translation>
    </message>
    <message>
        <source>Engineer-weeks to port to TPUs</source>
        <translation>Semaines d&apos;ingénieur pour porter vers les TPU</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>semaines</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Prix d&apos;achat par GPU</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Puissance par GPU</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation>Efficacité énergétique du centre de données (PUE)</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Prix de l&apos;électricité</translation>
    </message>
    <message>
        <source>USD per kWh</source>
        <translation>USD par kWh</translation>
    </message>
    <message>
        <source>Years of depreciation</source>
        <translation>Années d&apos;amortissement</translation>
    </message>
    <message>
        <source>years</source>
        <translation>ans</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>Overhead on the purchase (hosts and network)</source>
        <translation>Surcoût à l&apos;achat (serveurs hôtes et réseau)</translation>
    </message>
    <message>
        <source>Share of a run&apos;s hours spent training (end-to-end time = steady-state time / goodput)</source>
        <translation>Part des heures d&apos;un entraînement réellement consacrée au calcul (durée de bout en bout = durée en régime établi / goodput)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A part of the porting estimate: the answer and its weeks, &quot;JAX, 3 weeks&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>From your answers: %1; %2; %3; %4 (×%5).</source>
        <translation>D&apos;après vos réponses&#xa0;: %1&#xa0;; %2&#xa0;; %3&#xa0;; %4 (×%5).</translation>
    </message>
    <message>
        <source>owned: purchase with %1 overhead over %2 at %3 utilisation, plus power at PUE %4</source>
        <extracomment>%1 and %3 are percentages (&quot;23%&quot;), %2 a number of years (&quot;5 years&quot;).</extracomment>
        <translation>achat&#xa0;: prix d&apos;achat avec %1 de surcoût, amorti sur %2, à %3 d&apos;utilisation, plus l&apos;électricité à un PUE de %4</translation>
    </message>
    <message>
        <source>Utilisation an owned GPU fleet keeps (an assumption: set yours)</source>
        <translation>Taux d&apos;utilisation d&apos;un parc de GPU achetés (une hypothèse&#xa0;: indiquez la vôtre)</translation>
    </message>
</context>
<context>
    <name>CostModelText</name>
    <message>
        <source>the product&apos;s default planning horizon</source>
        <translation>l&apos;horizon de planification par défaut du programme</translation>
    </message>
    <message>
        <source>every hour of an average month (8,760 / 12)</source>
        <translation>chaque heure d&apos;un mois moyen (8&#x202f;760 / 12)</translation>
    </message>
    <message>
        <source>144,570 / 52 weeks / 0.683 (wages&apos; share of compensation): a US employer&apos;s cost</source>
        <translation>144&#x202f;570 / 52 semaines / 0,683 (part des salaires dans la rémunération)&#xa0;: le coût d&apos;un employeur américain</translation>
    </message>
    <message>
        <source>share of an owned chip&apos;s hours that can be kept busy</source>
        <translation>part des heures pendant lesquelles une puce achetée peut être occupée</translation>
    </message>
    <message>
        <source>270,000 / (8 x 27,500) - 1: hosts and network only, not space or operations</source>
        <translation>270&#x202f;000 / (8 × 27&#x202f;500) - 1&#xa0;: serveurs hôtes et réseau seulement, sans les locaux ni l&apos;exploitation</translation>
    </message>
    <message>
        <source>Weeks of one engineer to move training code that runs on GPUs today to TPUs. No published table exists: these are the program&apos;s assumptions in the frame of seed 001 (&apos;weeks&apos;); set porting_weeks to your own estimate.</source>
        <translation>Semaines d&apos;un ingénieur pour porter vers les TPU un code d&apos;entraînement qui tourne aujourd&apos;hui sur GPU. Aucun tableau publié n&apos;existe&#xa0;: ce sont les hypothèses du programme dans le cadre de l&apos;article source 001 («&#xa0;des semaines&#xa0;»)&#xa0;; indiquez votre propre estimation dans porting_weeks.</translation>
    </message>
    <message>
        <source>TechSpot, reporting Barron&apos;s and Raymond James</source>
        <translation>TechSpot, d&apos;après Barron&apos;s et Raymond James</translation>
    </message>
    <message>
        <source>Epoch AI (epoch-research/training-cost-trends), citing SemiAnalysis</source>
        <translation>Epoch AI (epoch-research/training-cost-trends), citant SemiAnalysis</translation>
    </message>
    <message>
        <source>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), citing reseller listings</source>
        <translation>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), citant des annonces de revendeurs</translation>
    </message>
    <message>
        <source>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), citing dealer listings</source>
        <translation>Epoch AI (epoch-research/training-cost-trends, data/Hardware prices.csv), citant des annonces de distributeurs</translation>
    </message>
    <message>
        <source>U.S. Bureau of Labor Statistics</source>
        <translation>Bureau of Labor Statistics (statistiques du travail des États-Unis)</translation>
    </message>
    <message>
        <source>U.S. Bureau of Labor Statistics, via ler.me</source>
        <translation>Bureau of Labor Statistics (statistiques du travail des États-Unis), via ler.me</translation>
    </message>
    <message>
        <source>United-Compute/gpu-price-tracker (commit 681098a)</source>
        <translation>United-Compute/gpu-price-tracker (révision 681098a)</translation>
    </message>
</context>
<context>
    <name>CostSection</name>
    <message>
        <source>Break-even</source>
        <translation>Point d&apos;équilibre</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coût cumulé</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>Mois %1</translation>
    </message>
    <message>
        <source>%1: %2 [%3]</source>
        <extracomment>An assumption of the bill: label, value, sources.</extracomment>
        <translation>%1&#xa0;: %2 [%3]</translation>
    </message>
    <message numerus="yes">
        <source>The whole bill over %Ln month(s)</source>
        <translation>
            <numerusform>La facture complète sur %Ln mois</numerusform>
            <numerusform>La facture complète sur %Ln mois</numerusform>
        </translation>
    </message>
    <message>
        <source>Porting to %1: %2, %3, charged once to that platform. %4</source>
        <extracomment>%2 is a number of engineer-weeks, &quot;3 engineer-weeks&quot;; %3 their cost.</extracomment>
        <translation>Portage vers %1&#xa0;: %2, %3, imputé une seule fois à cette plateforme. %4</translation>
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
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;; un nombre de %2 à %3 est attendu.</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <source>owning %1 %2</source>
        <translation>l&apos;achat de %1 %2</translation>
    </message>
    <message>
        <source>renting %1 %2 on %3</source>
        <translation>la location de %1 %2 chez %3</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 from month %3 on</source>
        <translation>%1 revient moins cher que %2 à partir du mois %3</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>  One run: %1 end to end (%2 of steady-state compute)
</source>
        <translation>  Un entraînement&#xa0;: %1 de bout en bout (%2 de calcul en régime établi)
</translation>
    </message>
    <message>
        <source>
Break-even
</source>
        <translation>
Point d&apos;équilibre
</translation>
    </message>
    <message>
        <source>
Assumptions
</source>
        <translation>
Hypothèses
</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>GPU achetés</translation>
    </message>
    <message>
        <source>Rented TPUs</source>
        <translation>TPU loués</translation>
    </message>
    <message>
        <source>Rented GPUs</source>
        <translation>GPU loués</translation>
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
        <translation>  %1&#xa0;: %2 (%3)
</translation>
    </message>
    <message numerus="yes">
        <source>%1 stays cheaper than %2 throughout the %Ln month(s)</source>
        <extracomment>The two lines do not cross: %1 is the cheaper option over the whole horizon.</extracomment>
        <translation>
            <numerusform>%1 revient moins cher que %2 sur tout le mois</numerusform>
            <numerusform>%1 revient moins cher que %2 sur l&apos;ensemble des %Ln mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole bill over %Ln month(s) (%1)
</source>
        <translation>
            <numerusform>La facture complète sur %Ln mois (%1)
</numerusform>
            <numerusform>La facture complète sur %Ln mois (%1)
</numerusform>
        </translation>
    </message>
    <message>
        <source>
Porting to %1: %2, %3. %4
</source>
        <extracomment>%2 is a number of engineer-weeks, &quot;3 engineer-weeks&quot;; %3 their cost.</extracomment>
        <translation>
Portage vers %1&#xa0;: %2, %3. %4
</translation>
    </message>
    <message>
        <source>Option</source>
        <extracomment>Column of the bill: rented chip-hours, or the power of owned GPUs.</extracomment>
        <translation>Option</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Puces</translation>
    </message>
    <message>
        <source>Per chip-hour</source>
        <translation>Par heure-puce</translation>
    </message>
    <message>
        <source>Porting</source>
        <translation>Portage</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>, at %1 utilisation</source>
        <extracomment>After a break-even sentence: the utilization of the owned GPUs, &quot;70%&quot;.</extracomment>
        <translation>, à %1 d&apos;utilisation</translation>
    </message>
    <message>
        <source>Compute or power</source>
        <translation>Calcul ou électricité</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <source>The purchase of %2 with %1 overhead for hosts and network (%3) is charged in full in month 1, and power (%4) as it is used; nothing is resold. Spread over %5 at %6 utilisation, purchase and power come to %7 per used chip-hour, the figure to set beside a rented price.</source>
        <extracomment>How the bill charges owned GPUs. %1 the overhead (&quot;23%&quot;), %2 the GPUs bought (&quot;4 NVIDIA B200 192GB&quot;), %3 and %4 dollars, %5 years (&quot;5 years&quot;), %6 the utilisation (&quot;70%&quot;), %7 dollars per chip-hour.</extracomment>
        <translation>L&apos;achat de %2, avec %1 de surcoût pour les hôtes et le réseau (%3), est compté en entier au mois 1, et l&apos;électricité (%4) au fil de l&apos;utilisation&#xa0;; rien n&apos;est revendu. Réparti sur %5 à %6 d&apos;utilisation, achat et électricité reviennent à %7 par heure-puce utilisée&#xa0;: le chiffre à comparer au prix d&apos;une location.</translation>
    </message>
    <message numerus="yes">
        <source>  %Ln chip(s), bought in month 1
</source>
        <translation>
            <numerusform>  %Ln puce, achetée au mois 1
</numerusform>
            <numerusform>  %Ln puces, achetées au mois 1
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %Ln chip(s), %1 per chip-hour, %2
</source>
        <extracomment>%2 is the provider and pricing: &quot;Google Cloud, on demand&quot;.</extracomment>
        <translation>
            <numerusform>  %Ln puce, %1 par heure-puce, %2
</numerusform>
            <numerusform>  %Ln puces, %1 par heure-puce, %2
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
        <translation>  Électricité %1, portage %2, achat %3&#xa0;: total %4
</translation>
    </message>
    <message>
        <source>  Compute %1, porting %2: total %3
</source>
        <translation>  Calcul %1, portage %2&#xa0;: total %3
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
            <numerusform>Remarque&#xa0;:
</numerusform>
            <numerusform>Remarques&#xa0;:
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogPrompts</name>
    <message>
        <source>Accelerator Advisor profiles (*.accel.json);;JSON files (*.json);;All files (*)</source>
        <translation>Profils Accelerator Advisor (*.accel.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to “%1” first?</source>
        <translation>Enregistrer d&apos;abord les modifications de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, your changes since the last save are lost.</source>
        <translation>Si vous n&apos;enregistrez pas, les modifications effectuées depuis le dernier enregistrement seront perdues.</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurer le travail non enregistré&#xa0;?</translation>
    </message>
    <message>
        <source>Accelerator Advisor did not close normally last time.</source>
        <translation>Accelerator Advisor ne s&apos;est pas fermé normalement la dernière fois.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Save Profile As</source>
        <translation>Enregistrer le profil sous</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Écraser</translation>
    </message>
    <message>
        <source>Profile from a newer version</source>
        <translation>Profil d&apos;une version plus récente</translation>
    </message>
    <message>
        <source>“%1” was written by a newer Accelerator Advisor (profile format %2). This version writes format %3: saving over the file would lose whatever the newer version stored that this one cannot read.</source>
        <translation>«&#xa0;%1&#xa0;» a été écrit par une version plus récente d&apos;Accelerator Advisor (format de profil %2). Cette version écrit le format %3&#xa0;: enregistrer par-dessus ce fichier ferait perdre tout ce que la version plus récente y a stocké et que celle-ci ne sait pas lire.</translation>
    </message>
    <message>
        <source>Save As keeps the original untouched and puts your work in a new file. Overwrite only if nobody needs what the newer version added.</source>
        <translation>«&#xa0;Enregistrer sous&#xa0;» laisse l&apos;original intact et place votre travail dans un nouveau fichier. Ne choisissez «&#xa0;Écraser&#xa0;» que si personne n&apos;a besoin de ce que la version plus récente a ajouté.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>“%1” has been changed by another program or window since you opened or last saved it here.</source>
        <translation>«&#xa0;%1&#xa0;» a été modifié par un autre programme ou une autre fenêtre depuis que vous l&apos;avez ouvert ou enregistré ici pour la dernière fois.</translation>
    </message>
    <message>
        <source>Overwrite replaces those changes with your version. Save As keeps both: the file as it is now, and your work in a new file. Cancel to look at the file first.</source>
        <translation>«&#xa0;Écraser&#xa0;» remplace ces modifications par votre version. «&#xa0;Enregistrer sous&#xa0;» conserve les deux&#xa0;: le fichier dans son état actuel et votre travail dans un nouveau fichier. Choisissez «&#xa0;Annuler&#xa0;» pour d&apos;abord examiner le fichier.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
</context>
<context>
    <name>Estimator</name>
    <message>
        <source>entered by you</source>
        <translation>saisi par vous</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Peak FP8 dense per chip</source>
        <translation>Performance de crête FP8 dense par puce</translation>
    </message>
    <message>
        <source>Peak BF16 dense per chip</source>
        <translation>Performance de crête BF16 dense par puce</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>share of BF16 peak</source>
        <translation>part de la crête BF16</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>share of memory</source>
        <translation>part de la mémoire</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>Price per chip-hour</source>
        <translation>Prix par heure-puce</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no fast chip-to-chip link; training across %Ln chips is rarely published and this estimate is likely optimistic.</source>
        <translation>
            <numerusform>%1 n&apos;a pas de liaison rapide entre puces&#xa0;; les entraînements sur %Ln puce sont rarement publiés et cette estimation est probablement optimiste.</numerusform>
            <numerusform>%1 n&apos;a pas de liaison rapide entre puces&#xa0;; les entraînements sur %Ln puces sont rarement publiés et cette estimation est probablement optimiste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips is more than one pod; the run spans pods over the data-centre network (multislice).</source>
        <translation>
            <numerusform>%Ln puce dépasse un pod&#xa0;; l&apos;entraînement s&apos;étend sur plusieurs pods via le réseau du centre de données (multislice).</numerusform>
            <numerusform>%Ln puces dépassent un pod&#xa0;; l&apos;entraînement s&apos;étend sur plusieurs pods via le réseau du centre de données (multislice).</numerusform>
        </translation>
    </message>
    <message>
        <source>The weights (%1 GB) do not fit in any replica of %2.</source>
        <translation>Les poids (%1&#xa0;Go) ne tiennent dans aucun réplica de %2.</translation>
    </message>
    <message>
        <source>replicas capped at %1 (%2 chips, the estimator&apos;s limit); the load needs %3</source>
        <translation>réplicas plafonnés à %1 (%2 puces, limite de l&apos;estimateur)&#xa0;; la charge en demande %3</translation>
    </message>
    <message>
        <source>Capped: %1.</source>
        <translation>Plafonné&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Even one sequence per replica misses the targets here: time to first token %1 ms (target %2 ms), per output token %3 ms (target %4 ms).</source>
        <translation>Même avec une seule séquence par réplica, les objectifs ne sont pas atteints ici&#xa0;: délai avant le premier token %1&#xa0;ms (cible %2&#xa0;ms), par token de sortie %3&#xa0;ms (cible %4&#xa0;ms).</translation>
    </message>
    <message>
        <source>KV cache per token (%1: %2 layers × %3 values)</source>
        <translation>Cache KV par token (%1&#xa0;: %2 couches × %3 valeurs)</translation>
    </message>
    <message>
        <source>Share of each chip&apos;s memory the server may use</source>
        <translation>Part de la mémoire de chaque puce utilisable par le serveur</translation>
    </message>
    <message>
        <source>Achieved share of memory bandwidth in decode</source>
        <translation>Part de la bande passante mémoire atteinte en décodage</translation>
    </message>
    <message>
        <source>Share of peak compute in compute-bound decode</source>
        <translation>Part de la performance de crête en décodage limité par le calcul</translation>
    </message>
    <message>
        <source>Fixed cost per layer and decode step (launches; doubled across chips)</source>
        <translation>Coût fixe par couche et par étape de décodage (lancements de kernels&#xa0;; doublé sur plusieurs puces)</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>microsecondes</translation>
    </message>
    <message>
        <source>Share of peak compute in prefill</source>
        <translation>Part de la performance de crête en prefill</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s capacity planned for (queueing headroom)</source>
        <translation>Part de la capacité d&apos;un réplica prise en compte (marge pour les files d&apos;attente)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation of %1 on one chip (BF16; lower with fewer parameters per chip)</source>
        <translation>MFU (utilisation des FLOPs du modèle) pour %1, sur une puce (BF16&#xa0;; plus faible avec moins de paramètres par puce)</translation>
    </message>
    <message>
        <source>Training state per parameter (frozen BF16 weights, adapters and their optimiser state)</source>
        <translation>État d&apos;entraînement par paramètre (poids BF16 gelés, adaptateurs et leur état d&apos;optimiseur)</translation>
    </message>
    <message>
        <source>Training state per parameter (mixed precision, Adam), fully sharded over the chips</source>
        <translation>État d&apos;entraînement par paramètre (précision mixte, Adam), entièrement partitionné sur les puces</translation>
    </message>
    <message>
        <source>Activations of one %1-token sequence per chip (checkpointed, %2-way tensor parallel)</source>
        <translation>Activations d&apos;une séquence de %1 tokens par puce (avec checkpointing, parallélisme de tenseurs de degré %2)</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Memory kept free for buffers and fragmentation</source>
        <translation>Mémoire réservée aux tampons et à la fragmentation</translation>
    </message>
    <message>
        <source>Share of the run&apos;s hours spent training (restarts, checkpoints)</source>
        <translation>Part des heures de l&apos;entraînement réellement consacrée au calcul (le reste&#xa0;: redémarrages, points de reprise)</translation>
    </message>
    <message>
        <source>One %1-token sequence needs %2 GB of activations per chip even with 8-way tensor parallelism; %3 has %4 GB usable. Shorten --seq-len.</source>
        <translation>Une séquence de %1 tokens nécessite %2&#xa0;Go d&apos;activations par puce, même avec un parallélisme de tenseurs de degré 8&#xa0;; %3 dispose de %4&#xa0;Go utilisables. Réduisez --seq-len.</translation>
    </message>
    <message>
        <source>Mixture-of-experts efficiency at %1 active parameters (share of dense MFU)</source>
        <translation>Efficacité d&apos;un mélange d&apos;experts pour un nombre de paramètres actifs de %1 (part de la MFU dense)</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold one replica: it needs %2.</source>
        <extracomment>%1 is a number of chips (&quot;1 chip&quot;, &quot;4 chips&quot;): the verb agrees with it.</extracomment>
        <translation>
            <numerusform>%1 ne suffit pas pour un réplica, il en faut %2.</numerusform>
            <numerusform>%1 ne suffisent pas pour un réplica, il en faut %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Model shape guessed from the size (%1 layers, 8 KV heads of 128); give the model&apos;s architecture (layers, hidden size, KV heads) for a better KV cache figure.</source>
        <translation>Architecture du modèle déduite de la taille (%1 couches, 8 têtes KV de 128)&#xa0;; indiquez l&apos;architecture du modèle (couches, dimension cachée, têtes KV) pour une meilleure estimation du cache KV.</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation of %1 on %2 (BF16; falls with scale and with fewer parameters per chip)</source>
        <translation>MFU (utilisation des FLOPs du modèle) pour %1, sur %2 (BF16&#xa0;; diminue avec l&apos;échelle et avec moins de paramètres par puce)</translation>
    </message>
    <message>
        <source>%1 output tokens</source>
        <translation>%1 tokens de sortie</translation>
    </message>
    <message>
        <source>%1 training tokens</source>
        <translation>%1 tokens d&apos;entraînement</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2 × %3, %4</source>
        <translation>%1 sur %2 × %3, %4</translation>
    </message>
    <message>
        <source>Bytes per weight</source>
        <translation>Octets par poids</translation>
    </message>
    <message>
        <source>Bytes per cached key or value</source>
        <translation>Octets par clé ou valeur en cache</translation>
    </message>
    <message>
        <source>%1 has no %2 compute: weights are stored in %2, arithmetic runs at the %3 rate.</source>
        <translation>%1 n&apos;offre pas de calcul en %2&#xa0;: les poids sont stockés en %2, les calculs s&apos;effectuent au débit du %3.</translation>
    </message>
    <message>
        <source>Training state per parameter, fully sharded over the chips</source>
        <translation>État d&apos;entraînement par paramètre, entièrement partitionné sur les puces</translation>
    </message>
    <message>
        <source>Training state per parameter (FP32 weights and Adam, as MaxText keeps them), fully sharded over the chips</source>
        <translation>État d&apos;entraînement par paramètre (poids FP32 et Adam, tels que MaxText les conserve), entièrement partitionné sur les puces</translation>
    </message>
    <message>
        <source>Training compute = 4 × (active parameters + attention over the sequence) × tokens (LoRA: no weight gradients)</source>
        <translation>Calcul d&apos;entraînement = 4 × (paramètres actifs + attention sur la séquence) × tokens (LoRA&#xa0;: pas de gradients des poids)</translation>
    </message>
    <message>
        <source>Training compute = 6 × (active parameters + attention over the sequence) × tokens</source>
        <translation>Calcul d&apos;entraînement = 6 × (paramètres actifs + attention sur la séquence) × tokens</translation>
    </message>
    <message>
        <source>Peak FP4 dense per chip</source>
        <translation>Performance de crête FP4 dense par puce</translation>
    </message>
    <message>
        <source>%1 speed-up over BF16 end to end (%2 of the step at the %3× faster peak)</source>
        <translation>Accélération de bout en bout de %1 par rapport au BF16 (%2 de l&apos;étape à une performance de crête %3× supérieure)</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>%1 has no FP4 tensor cores; the FP8 rate is used.</source>
        <translation>%1 n&apos;a pas de cœurs Tensor FP4&#xa0;; le débit FP8 est utilisé.</translation>
    </message>
    <message>
        <source>%1 has no %2 speed-up; the BF16 rate is used.</source>
        <translation>%1 n&apos;offre aucune accélération en %2&#xa0;; le débit BF16 est utilisé.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %1 chips left over: a replica takes %2.</source>
        <translation>
            <numerusform>%Ln des %1 puces reste inutilisée&#xa0;: un réplica en occupe %2.</numerusform>
            <numerusform>%Ln des %1 puces restent inutilisées&#xa0;: un réplica en occupe %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 serve %2 at the latency targets, below the %3 asked for.</source>
        <extracomment>%1 is a number of chips (&quot;1 chip&quot;): the verb agrees with it; %2 and %3 are loads (&quot;12 requests/s&quot;).</extracomment>
        <translation>
            <numerusform>%1 sert %2 en respectant les objectifs de latence, en deçà de la charge demandée (%3).</numerusform>
            <numerusform>%1 servent %2 en respectant les objectifs de latence, en deçà de la charge demandée (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>State and activations need %1 GB per chip but only %2 GB is usable: use at least %3.</source>
        <translation>L&apos;état et les activations nécessitent %1&#xa0;Go par puce, mais seuls %2&#xa0;Go sont utilisables&#xa0;: utilisez au moins %3.</translation>
    </message>
    <message>
        <source>Share of its full MFU that %1 reaches with %2 active parameters per chip (fewer per chip leave each chip idle more often)</source>
        <extracomment>%1 is an accelerator (&quot;Google Cloud TPU v6e (Trillium)&quot;), %2 a count of parameters (&quot;18.2M&quot;). A percentage follows after a colon.</extracomment>
        <translation>Part de sa MFU maximale que %1 atteint pour un nombre de paramètres actifs par puce de %2 (moins il y en a par puce, plus chaque puce est souvent inactive)</translation>
    </message>
    <message numerus="yes">
        <source>Weights and one sequence&apos;s KV cache need %1 per replica, more than the %Ln given.</source>
        <translation>
            <numerusform>Les poids et le cache KV d&apos;une séquence nécessitent %1 par réplica, plus que la %Ln puce indiquée.</numerusform>
            <numerusform>Les poids et le cache KV d&apos;une séquence nécessitent %1 par réplica, plus que les %Ln puces indiquées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Latency targets: first token within %1 ms, then per token</source>
        <translation>Objectifs de latence&#xa0;: premier token en moins de %1&#xa0;ms, puis par token</translation>
    </message>
    <message numerus="yes">
        <source>batch capped at %Ln sequence(s) per replica (--max-batch); memory holds %1</source>
        <translation>
            <numerusform>batch plafonné à %Ln séquence par réplica (--max-batch)&#xa0;; la mémoire en contient %1</numerusform>
            <numerusform>batch plafonné à %Ln séquences par réplica (--max-batch)&#xa0;; la mémoire en contient %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 tokens out</source>
        <extracomment>A published serving run and its mean answer, &quot;…, FP8, 3,713 tokens out&quot;.</extracomment>
        <translation>%1, %2 tokens en sortie</translation>
    </message>
    <message>
        <source>%1, %2 tokens in, %3 out</source>
        <extracomment>A published serving run and its request, &quot;…, FP8, 1,024 tokens in, 8,192 out&quot;.</extracomment>
        <translation>%1, %2 tokens en entrée, %3 en sortie</translation>
    </message>
    <message>
        <source>Layers that cache only the last %1 tokens (banded attention)</source>
        <translation>Couches dont le cache ne garde que les %1 derniers tokens (attention locale par bandes)</translation>
    </message>
    <message>
        <source>%1, under latency limits</source>
        <extracomment>A published serving run measured under latency limits (MLPerf&apos;s server scenario), &quot;…, 294 out, under latency limits&quot;.</extracomment>
        <translation>%1, sous contraintes de latence</translation>
    </message>
    <message>
        <source>Bytes per expert weight, as %1 ships them</source>
        <translation>Octets par poids d&apos;expert, tels que %1 les distribue</translation>
    </message>
</context>
<context>
    <name>FactorChart</name>
    <message>
        <source>Factor chart</source>
        <translation>Graphique des facteurs</translation>
    </message>
    <message>
        <source>How strongly each answer favours the GPU or the TPU.</source>
        <translation>Dans quelle mesure chaque réponse favorise le GPU ou le TPU.</translation>
    </message>
    <message>
        <source>%1 [blocker]</source>
        <extracomment>Marks a chart row whose answer makes a platform unavailable.</extracomment>
        <translation>%1 [bloquant]</translation>
    </message>
    <message>
        <source>How each answer leans</source>
        <translation>Tendance de chaque réponse</translation>
    </message>
    <message>
        <source>How each answer leans (ruled out: %1)</source>
        <extracomment>%1: the platforms a blocker rules out (&quot;TPU&quot;).</extracomment>
        <translation>Tendance de chaque réponse (exclusion&#xa0;: %1)</translation>
    </message>
    <message>
        <source>favours GPU</source>
        <translation>favorise le GPU</translation>
    </message>
    <message>
        <source>favours TPU</source>
        <translation>favorise le TPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>←&#xa0;GPU&#xa0;&#xa0;·&#xa0;&#xa0;TPU&#xa0;→</source>
        <extracomment>Short axis title under the side panel&apos;s narrow chart: bars left of zero favour GPU, right of zero TPU. No-break spaces keep it on one line.</extracomment>
        <translation>←&#xa0;GPU&#xa0;&#xa0;·&#xa0;&#xa0;TPU&#xa0;→</translation>
    </message>
    <message>
        <source>←&#xa0;GPU&#xa0;· contribution&#xa0;(importance&#xa0;×&#xa0;lean)&#xa0;· TPU&#xa0;→</source>
        <extracomment>Axis title under the diverging chart: bars left of zero favour GPU, right of zero TPU. Every space is a no-break space except the one after each middle dot, so that a narrow chart wraps it only there.</extracomment>
        <translation>←&#xa0;GPU&#xa0;· contribution&#xa0;(importance&#xa0;×&#xa0;tendance)&#xa0;· TPU&#xa0;→</translation>
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
        <translation>Les valeurs du graphique</translation>
    </message>
</context>
<context>
    <name>InstalledAcceleratorData</name>
    <message>
        <source>the file is larger than 1 MiB.</source>
        <translation>le fichier dépasse 1&#xa0;Mio.</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>lecture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot save the price cache %1: %2</source>
        <translation>Impossible d&apos;enregistrer le cache des prix %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>a whole number above %1 and at most %2</source>
        <translation>un nombre entier supérieur à %1 et au plus égal à %2</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>a number above %1 and at most %2</source>
        <translation>un nombre supérieur à %1 et au plus égal à %2</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>un nombre de %1 à %2</translation>
    </message>
    <message>
        <source>a string that is not empty</source>
        <translation>une chaîne non vide</translation>
    </message>
    <message>
        <source>a string, one of: %1</source>
        <translation>une chaîne parmi&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1&#xa0;Mio</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1&#xa0;octets</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>an empty string</source>
        <translation>une chaîne vide</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>the file is %1 bytes; at most %2 are allowed.</source>
        <translation>le fichier fait %1 octets&#xa0;; la limite est de %2.</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (line %1, column %2). Save it as UTF-8 and try again.</source>
        <translation>le fichier n&apos;est pas en UTF-8 valide (ligne %1, colonne %2). Enregistrez-le en UTF-8 et réessayez.</translation>
    </message>
    <message>
        <source>arrays and objects are nested more than %1 deep (line %2, column %3).</source>
        <translation>les tableaux et les objets sont imbriqués sur plus de %1 niveaux (ligne %2, colonne %3).</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3.</source>
        <extracomment>%1 says what is wrong, &quot;a string is not closed&quot;.</extracomment>
        <translation>JSON non valide à la ligne %2, colonne %3&#xa0;: %1.</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level; found %1.</source>
        <translation>attendu&#xa0;: un objet JSON au niveau supérieur&#xa0;; trouvé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>expected %1; found %2.</source>
        <translation>attendu&#xa0;: %1&#xa0;; trouvé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>missing; expected %1.</source>
        <translation>absent&#xa0;; attendu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;; remove it or check its spelling. Known fields: %2.</source>
        <translation>champ inconnu «&#xa0;%1&#xa0;»&#xa0;; supprimez-le ou vérifiez son orthographe. Champs connus&#xa0;: %2.</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;. Did you mean &apos;%2&apos;? Known fields: %3.</source>
        <translation>champ inconnu «&#xa0;%1&#xa0;». Vouliez-vous dire «&#xa0;%2&#xa0;»&#xa0;? Champs connus&#xa0;: %3.</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;; use one of: %2.</source>
        <translation>identifiant inconnu «&#xa0;%1&#xa0;»&#xa0;; utilisez l&apos;un des suivants&#xa0;: %2.</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;. Did you mean &apos;%2&apos;? Use one of: %3.</source>
        <translation>identifiant inconnu «&#xa0;%1&#xa0;». Vouliez-vous dire «&#xa0;%2&#xa0;»&#xa0;? Utilisez l&apos;un des suivants&#xa0;: %3.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an id: use at most 40 lower-case letters, digits and &apos;-&apos;, starting with a letter or a digit.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant&#xa0;: utilisez au plus 40 lettres minuscules, chiffres et «&#xa0;-&#xa0;», en commençant par une lettre ou un chiffre.</translation>
    </message>
    <message>
        <source>%1 is not a finite number; expected %2.</source>
        <translation>%1 n&apos;est pas un nombre fini&#xa0;; attendu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is out of range; expected %2.</source>
        <translation>%1 est hors limites&#xa0;; attendu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not a whole number; expected %2.</source>
        <translation>%1 n&apos;est pas un nombre entier&#xa0;; attendu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed.</source>
        <translation>fait %1 caractères&#xa0;; %2 au maximum sont autorisés.</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>un tableau de chaînes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A limit in a file&apos;s syntax and spelled out: &quot;1e14 (100,000,000,000,000)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>an object is not closed</source>
        <translation>un objet n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>a name has no colon after it</source>
        <translation>un nom n&apos;est pas suivi de deux-points</translation>
    </message>
    <message>
        <source>an array is not closed</source>
        <translation>un tableau n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>a comma is missing between two values</source>
        <translation>il manque une virgule entre deux valeurs</translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation>une valeur n&apos;est pas valide</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>le texte s&apos;arrête au milieu d&apos;un nombre</translation>
    </message>
    <message>
        <source>a number is not valid</source>
        <translation>un nombre n&apos;est pas valide</translation>
    </message>
    <message>
        <source>an escape sequence is not valid</source>
        <translation>une séquence d&apos;échappement n&apos;est pas valide</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>une chaîne n&apos;est pas en UTF-8 valide</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>une chaîne n&apos;est pas fermée</translation>
    </message>
    <message>
        <source>an object is missing after a comma</source>
        <translation>il manque un objet après une virgule</translation>
    </message>
    <message>
        <source>arrays and objects are nested too deep</source>
        <translation>les tableaux et les objets sont imbriqués trop profondément</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>le document est trop volumineux</translation>
    </message>
    <message>
        <source>there is more text after the end of the document</source>
        <translation>du texte suit la fin du document</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>system keychain</source>
        <translation>trousseau de clés du système</translation>
    </message>
    <message>
        <source>The keychain did not answer within %1 seconds.</source>
        <translation>Le trousseau de clés n&apos;a pas répondu dans un délai de %1 secondes.</translation>
    </message>
    <message>
        <source>No API key is stored in the keychain.</source>
        <translation>Aucune clé d&apos;API n&apos;est enregistrée dans le trousseau de clés.</translation>
    </message>
    <message>
        <source>No working keychain was found (the secret service did not answer: %1).</source>
        <translation>Aucun trousseau de clés fonctionnel n&apos;a été trouvé (le service de secrets n&apos;a pas répondu&#xa0;: %1).</translation>
    </message>
    <message>
        <source>The keychain refused access: %1</source>
        <translation>Le trousseau de clés a refusé l&apos;accès&#xa0;: %1</translation>
    </message>
    <message>
        <source>The keychain could not delete the key: %1</source>
        <translation>Le trousseau de clés n&apos;a pas pu supprimer la clé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>LivePricesDialog</name>
    <message>
        <source>Live prices</source>
        <translation>Prix en direct</translation>
    </message>
    <message>
        <source>Prices can be read from Google&apos;s Cloud Billing Catalog API with your Google Cloud API key. The key is kept by the system keychain only: never in a file, a profile, a report or a log. Without a refresh, the bundled, dated prices are used.</source>
        <translation>Les prix peuvent être lus depuis la Cloud Billing Catalog API de Google avec votre clé d&apos;API Google Cloud. La clé est conservée uniquement par le trousseau de clés du système&#xa0;: jamais dans un fichier, un profil, un rapport ou un journal. Sans actualisation, les prix intégrés et datés sont utilisés.</translation>
    </message>
    <message>
        <source>Google Cloud &amp;API key:</source>
        <translation>&amp;Clé d&apos;API Google Cloud&#xa0;:</translation>
    </message>
    <message>
        <source>Google Cloud API key</source>
        <translation>Clé d&apos;API Google Cloud</translation>
    </message>
    <message>
        <source>paste the key here</source>
        <translation>collez la clé ici</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;Enregistrer la clé</translation>
    </message>
    <message>
        <source>&amp;Forget key</source>
        <translation>&amp;Oublier la clé</translation>
    </message>
    <message>
        <source>Use the key for this &amp;session only</source>
        <translation>Utiliser la clé pour cette &amp;session uniquement</translation>
    </message>
    <message>
        <source>&amp;Refresh prices</source>
        <translation>&amp;Actualiser les prix</translation>
    </message>
    <message>
        <source>Prices in use</source>
        <translation>Prix utilisés</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Accélérateur</translation>
    </message>
    <message>
        <source>Provider and mode</source>
        <translation>Fournisseur et mode</translation>
    </message>
    <message>
        <source>USD per chip-hour</source>
        <translation>USD par heure-puce</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file “%1” could not be read: %2</source>
        <translation>Impossible de lire le fichier «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>The file “%1” is not a valid profile. Nothing was changed.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n&apos;est pas un profil valide. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>at %1: %2</source>
        <translation>à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1” was written by a newer Accelerator Advisor (profile format %2; this version reads and writes format %3). It was opened with everything this version understands.</source>
        <translation>«&#xa0;%1&#xa0;» a été écrit par une version plus récente d&apos;Accelerator Advisor (format de profil %2&#xa0;; cette version lit et écrit le format %3). Le fichier a été ouvert avec tout ce que cette version comprend.</translation>
    </message>
    <message>
        <source>Left out because this version does not know them:</source>
        <translation>Laissés de côté, car cette version ne les connaît pas&#xa0;:</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>… et %1 de plus.</translation>
    </message>
    <message>
        <source>The file itself is unchanged. Saving over it would drop what was left out, so Save will ask first; use Save As to keep your changes in a new file, or update Accelerator Advisor.</source>
        <translation>Le fichier lui-même n&apos;a pas été modifié. L&apos;enregistrer par-dessus ferait perdre ce qui a été laissé de côté&#xa0;; «&#xa0;Enregistrer&#xa0;» demandera donc d&apos;abord confirmation. Utilisez «&#xa0;Enregistrer sous&#xa0;» pour conserver vos modifications dans un nouveau fichier, ou mettez Accelerator Advisor à jour.</translation>
    </message>
    <message>
        <source> › item %1</source>
        <translation> › élément %1</translation>
    </message>
    <message numerus="yes">
        <source>…and %Ln more problem(s).</source>
        <translation>
            <numerusform>… et %Ln autre problème.</numerusform>
            <numerusform>… et %Ln autres problèmes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MarkdownReport</name>
    <message>
        <source>Lean</source>
        <translation>Tendance</translation>
    </message>
</context>
<context>
    <name>ModelShape</name>
    <message>
        <source>guessed from the parameter count</source>
        <translation>d&apos;après le nombre de paramètres</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>saisi par vous</translation>
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
        <translation>votre architecture</translation>
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
        <translation>%1&#xa0;M$</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
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
            <numerusform>%1 heure</numerusform>
            <numerusform>%1 heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 day(s)</source>
        <translation>
            <numerusform>%1 jour</numerusform>
            <numerusform>%1 jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 year(s)</source>
        <translation>
            <numerusform>%1 an</numerusform>
            <numerusform>%1 ans</numerusform>
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
            <numerusform>%1 octet</numerusform>
            <numerusform>%1 octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 run(s)</source>
        <extracomment>Training runs, &quot;1 run&quot;, &quot;2 runs&quot;.</extracomment>
        <translation>
            <numerusform>%1 entraînement</numerusform>
            <numerusform>%1 entraînements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 week(s)</source>
        <translation>
            <numerusform>%1 semaine</numerusform>
            <numerusform>%1 semaines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 month(s)</source>
        <translation>
            <numerusform>%1 mois</numerusform>
            <numerusform>%1 mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 engineer-week(s)</source>
        <translation>
            <numerusform>%1 semaine d&apos;ingénieur</numerusform>
            <numerusform>%1 semaines d&apos;ingénieur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s)/s</source>
        <extracomment>A load, &quot;1 request/s&quot;, &quot;12 requests/s&quot;.</extracomment>
        <translation>
            <numerusform>%1 requête/s</numerusform>
            <numerusform>%1 requêtes/s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A label and its value, &quot;Utilization: 70%&quot;; French writes &quot;%1 : %2&quot; with a no-break space.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Two clauses of one sentence, &quot;Hosting: Google Cloud; Framework: JAX&quot;.</extracomment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A product, &quot;64 × TPU v5p&quot;, &quot;6 × 70 B&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>Billions, e.g. &quot;7 B&quot; (tokens, parameters), as Step 7&apos;s fields write them.</extracomment>
        <translation>%1&#xa0;Md</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>Millions, e.g. &quot;350 M&quot; (tokens, parameters).</extracomment>
        <translation>%1&#xa0;M</translation>
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
        <translation>%1&#xa0;Md de</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>a count before its noun</comment>
        <extracomment>Millions followed by what is counted: &quot;350 M parameters&quot; (&quot;%1 M&quot; elsewhere). French needs its &quot;de&quot; here (&quot;%1 M de&quot;), where a bare number takes none.</extracomment>
        <translation>%1&#xa0;M de</translation>
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
        <translation>Hybride (GPU et TPU)</translation>
    </message>
</context>
<context>
    <name>ProfileCodec</name>
    <message>
        <source>question &apos;%1&apos; is answered twice (under an old and a new id); keep one.</source>
        <translation>la question «&#xa0;%1&#xa0;» a deux réponses (sous un ancien et un nouvel identifiant)&#xa0;; n&apos;en gardez qu&apos;une.</translation>
    </message>
    <message>
        <source>missing; an Accelerator Advisor profile starts with &quot;format&quot;: &quot;%1&quot;.</source>
        <translation>absent&#xa0;; un profil Accelerator Advisor commence par &quot;format&quot;: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>is %1, expected &quot;%2&quot;: this is not an Accelerator Advisor profile.</source>
        <translation>vaut %1 au lieu de &quot;%2&quot;&#xa0;: ce n&apos;est pas un profil Accelerator Advisor.</translation>
    </message>
    <message>
        <source>not known to this version of Accelerator Advisor; left out.</source>
        <translation>inconnu de cette version d&apos;Accelerator Advisor&#xa0;; laissé de côté.</translation>
    </message>
    <message>
        <source>the answer &apos;%1&apos; is not known to this version of Accelerator Advisor; the question was left open.</source>
        <translation>la réponse «&#xa0;%1&#xa0;» est inconnue de cette version d&apos;Accelerator Advisor&#xa0;; la question est restée sans réponse.</translation>
    </message>
    <message>
        <source>the profile was written by a newer Accelerator Advisor (format version %1; this program reads up to %2), and the problems below stop this version from reading it. Update the program to open it; nothing was changed.</source>
        <translation>le profil a été écrit par une version plus récente d&apos;Accelerator Advisor (version de format %1&#xa0;; ce programme lit jusqu&apos;à la version %2), et les problèmes ci-dessous empêchent cette version de le lire. Mettez le programme à jour pour l&apos;ouvrir&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>active_params (%1) cannot exceed params (%2).</source>
        <translation>active_params (%1) ne peut pas dépasser params (%2).</translation>
    </message>
    <message>
        <source>the profile was written by a newer Accelerator Advisor (format version %1; this program reads up to %2). Commands do not guess at what they cannot read: update the program, or open the file in the window (accel-advisor FILE), which shows what this version leaves out. Nothing was changed.</source>
        <translation>le profil a été écrit par une version plus récente d&apos;Accelerator Advisor (version de format %1&#xa0;; ce programme lit jusqu&apos;à la version %2). Les commandes ne devinent pas ce qu&apos;elles ne savent pas lire&#xa0;: mettez le programme à jour, ou ouvrez le fichier dans la fenêtre (accel-advisor FICHIER), qui indique ce que cette version laisse de côté. Rien n&apos;a été modifié.</translation>
    </message>
</context>
<context>
    <name>ProfileFile</name>
    <message>
        <source>the file does not exist. Check the path.</source>
        <translation>le fichier n&apos;existe pas. Vérifiez le chemin.</translation>
    </message>
    <message>
        <source>this is a folder, not a profile file.</source>
        <translation>il s&apos;agit d&apos;un dossier, pas d&apos;un fichier de profil.</translation>
    </message>
    <message>
        <source>reading failed: %1.</source>
        <translation>échec de la lecture&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The profile was saved to %1, but %2. Your work is still open: save it again, or use Save As to keep a copy somewhere else.</source>
        <translation>Le profil a été enregistré dans %1, mais %2. Votre travail est toujours ouvert&#xa0;: enregistrez-le à nouveau, ou utilisez «&#xa0;Enregistrer sous&#xa0;» pour en conserver une copie ailleurs.</translation>
    </message>
    <message>
        <source>Cannot save the profile as %1: %2. Choose a file name instead.</source>
        <translation>Impossible d&apos;enregistrer le profil sous %1&#xa0;: %2. Choisissez plutôt un nom de fichier.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. The existing file was not changed. Free some space or choose another place with Save As, then save again.</source>
        <translation>Impossible d&apos;enregistrer le profil dans %1&#xa0;: %2. Le fichier existant n&apos;a pas été modifié. Libérez de l&apos;espace ou choisissez un autre emplacement avec «&#xa0;Enregistrer sous&#xa0;», puis enregistrez à nouveau.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. The existing file was not changed. Choose another folder with Save As, or check that this one exists and can be written to.</source>
        <translation>Impossible d&apos;enregistrer le profil dans %1&#xa0;: %2. Le fichier existant n&apos;a pas été modifié. Choisissez un autre dossier avec «&#xa0;Enregistrer sous&#xa0;», ou vérifiez que celui-ci existe et est accessible en écriture.</translation>
    </message>
    <message>
        <source>%1. Check that you have permission to read it.</source>
        <translation>%1. Vérifiez que vous avez le droit de le lire.</translation>
    </message>
    <message>
        <source>the file is empty, with no profile in it. Open another file, or save a profile over this one.</source>
        <translation>le fichier est vide et ne contient aucun profil. Ouvrez un autre fichier, ou enregistrez un profil par-dessus celui-ci.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. Nothing was written. Free some space or choose another place with Save As, then save again.</source>
        <translation>Impossible d&apos;enregistrer le profil dans %1&#xa0;: %2. Rien n&apos;a été écrit. Libérez de l&apos;espace ou choisissez un autre emplacement avec «&#xa0;Enregistrer sous&#xa0;», puis enregistrez à nouveau.</translation>
    </message>
    <message>
        <source>Cannot save the profile to %1: %2. Nothing was written. Choose another folder with Save As, or check that this one exists and can be written to.</source>
        <translation>Impossible d&apos;enregistrer le profil dans %1&#xa0;: %2. Rien n&apos;a été écrit. Choisissez un autre dossier avec «&#xa0;Enregistrer sous&#xa0;», ou vérifiez que celui-ci existe et est accessible en écriture.</translation>
    </message>
</context>
<context>
    <name>ProfileMigration</name>
    <message>
        <source>Where the work must run: “Several clouds” now means the work must stay portable between clouds, which rules out TPUs. If Google Cloud can carry the large runs, choose “Several clouds, Google Cloud among them for the large runs”.</source>
        <translation>Où les calculs doivent s&apos;exécuter&#xa0;: «&#xa0;Plusieurs clouds&#xa0;» signifie désormais que le travail doit rester portable d&apos;un cloud à l&apos;autre, ce qui exclut les TPU. Si Google Cloud peut prendre en charge les grands entraînements, choisissez «&#xa0;Plusieurs clouds, dont Google Cloud pour les grands entraînements&#xa0;».</translation>
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
        <translation>Framework et logiciel</translation>
    </message>
    <message>
        <source>What your code is written in and whether it can compile for a TPU.</source>
        <translation>Avec quoi votre code est écrit, et s&apos;il peut être compilé pour un TPU.</translation>
    </message>
    <message>
        <source>Project stage</source>
        <translation>Phase du projet</translation>
    </message>
    <message>
        <source>How settled the model is and what the hardware will mostly do.</source>
        <translation>Le degré de stabilité du modèle et ce que le matériel fera principalement.</translation>
    </message>
    <message>
        <source>Model dynamism</source>
        <translation>Dynamisme du modèle</translation>
    </message>
    <message>
        <source>How regular the computation is: TPUs reward predictable, matrix-heavy work.</source>
        <translation>La régularité des calculs&#xa0;: les TPU récompensent les travaux prévisibles, dominés par le calcul matriciel.</translation>
    </message>
    <message>
        <source>Team skills</source>
        <translation>Compétences de l&apos;équipe</translation>
    </message>
    <message>
        <source>What your engineers already know and how much porting effort you can afford.</source>
        <translation>Ce que vos ingénieurs savent déjà et l&apos;effort de portage que vous pouvez vous permettre.</translation>
    </message>
    <message>
        <source>Cloud and infrastructure</source>
        <translation>Cloud et infrastructure</translation>
    </message>
    <message>
        <source>Where the work can run, and what must keep the chips fed.</source>
        <translation>Où les calculs peuvent s&apos;exécuter, et ce qui doit alimenter les puces.</translation>
    </message>
    <message>
        <source>Scale and cost</source>
        <translation>Échelle et coût</translation>
    </message>
    <message>
        <source>How big and how long the runs are, and what you optimise for.</source>
        <translation>La taille et la durée des entraînements, et ce que vous cherchez à optimiser.</translation>
    </message>
    <message>
        <source>Main &amp;framework</source>
        <translation>Fra&amp;mework principal</translation>
    </message>
    <message>
        <source>The framework decides how directly your model reaches a TPU: TPUs are programmed through the XLA compiler, which TensorFlow and JAX target natively.</source>
        <translation>Le framework détermine dans quelle mesure votre modèle accède directement à un TPU&#xa0;: les TPU se programment via le compilateur XLA, que TensorFlow et JAX ciblent nativement.</translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source>PyTorch reaches TPUs through PyTorch/XLA, which works but is less mature than PyTorch on GPUs, where nearly every library and tutorial assumes CUDA.</source>
        <translation>PyTorch accède aux TPU via PyTorch/XLA, qui fonctionne mais reste moins mature que PyTorch sur GPU, où presque toutes les bibliothèques et tous les tutoriels supposent CUDA.</translation>
    </message>
    <message>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <source>TPUs were built alongside TensorFlow and run it well; note that the newest generation (TPU7x) no longer runs TensorFlow.</source>
        <translation>Les TPU ont été conçus en même temps que TensorFlow et l&apos;exécutent bien&#xa0;; notez toutefois que la dernière génération (TPU7x) n&apos;exécute plus TensorFlow.</translation>
    </message>
    <message>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <source>Several frameworks</source>
        <translation>Plusieurs frameworks</translation>
    </message>
    <message>
        <source>Only GPUs run every framework equally well; a team that mixes frameworks would have to bring each one to XLA separately.</source>
        <translation>Seuls les GPU exécutent tous les frameworks avec la même efficacité&#xa0;; une équipe qui en combine plusieurs devrait adapter chacun séparément à XLA.</translation>
    </message>
    <message>
        <source>Stacks outside TensorFlow, JAX and PyTorch rarely have a TPU back end; GPUs are the default target of almost every other runtime.</source>
        <translation>Les piles logicielles autres que TensorFlow, JAX et PyTorch ont rarement un backend TPU&#xa0;; les GPU sont la cible par défaut de presque tous les autres environnements d&apos;exécution.</translation>
    </message>
    <message>
        <source>Does the model compile under &amp;XLA?</source>
        <translation>Le modèle se compile-t-il avec &amp;XLA&#xa0;?</translation>
    </message>
    <message>
        <source>Everything that runs on a TPU is compiled by XLA. If it does not compile, the GPU is the default choice.</source>
        <translation>Tout ce qui s&apos;exécute sur un TPU est compilé par XLA. Si le modèle ne se compile pas, le GPU est le choix par défaut.</translation>
    </message>
    <message>
        <source>Yes, it compiles and runs under XLA</source>
        <translation>Oui, il se compile et s&apos;exécute avec XLA</translation>
    </message>
    <message>
        <source>Partly (some graph breaks or CPU fallbacks)</source>
        <translation>En partie (quelques ruptures de graphe ou replis sur le CPU)</translation>
    </message>
    <message>
        <source>Graph breaks and operations that fall back to the host cost TPU speed and need engineering time before a TPU pays off.</source>
        <translation>Les ruptures de graphe et les opérations renvoyées vers l&apos;hôte coûtent de la vitesse sur TPU et demandent du temps d&apos;ingénierie avant qu&apos;un TPU devienne rentable.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Code that does not compile under XLA cannot use a TPU until it is rewritten.</source>
        <translation>Un code qui ne se compile pas avec XLA ne peut pas utiliser de TPU tant qu&apos;il n&apos;a pas été réécrit.</translation>
    </message>
    <message>
        <source>Not tested yet</source>
        <translation>Pas encore testé</translation>
    </message>
    <message>
        <source>Until it is tested, assume some porting work: the GPU runs the code as it is.</source>
        <translation>Tant que ce n&apos;est pas testé, prévoyez un peu de travail de portage&#xa0;: le GPU exécute le code tel quel.</translation>
    </message>
    <message>
        <source>&amp;Custom kernels or operations</source>
        <translation>&amp;Kernels ou opérations personnalisés</translation>
    </message>
    <message>
        <source>Hand-written kernels and unusual operations are where TPUs struggle most.</source>
        <translation>C&apos;est avec les kernels écrits à la main et les opérations inhabituelles que les TPU peinent le plus.</translation>
    </message>
    <message>
        <source>None (standard framework operations only)</source>
        <translation>Aucun (uniquement des opérations standard du framework)</translation>
    </message>
    <message>
        <source>Some, with XLA or Pallas equivalents</source>
        <translation>Quelques-uns, avec des équivalents XLA ou Pallas</translation>
    </message>
    <message>
        <source>Custom operations that have XLA or Pallas versions can move, but each one is porting and testing work.</source>
        <translation>Les opérations personnalisées qui ont une version XLA ou Pallas peuvent migrer, mais chacune représente un travail de portage et de test.</translation>
    </message>
    <message>
        <source>Yes (CUDA or Triton kernels)</source>
        <translation>Oui (kernels CUDA ou Triton)</translation>
    </message>
    <message>
        <source>Project &amp;stage</source>
        <translation>Phase du pro&amp;jet</translation>
    </message>
    <message>
        <source>Early, changing work wants the GPU&apos;s flexibility; large runs on a settled architecture are where TPUs pay off.</source>
        <translation>Un travail à un stade précoce, encore changeant, demande la flexibilité du GPU&#xa0;; c&apos;est sur les grands entraînements d&apos;une architecture stabilisée que les TPU deviennent rentables.</translation>
    </message>
    <message>
        <source>Research (the architecture changes weekly)</source>
        <translation>Recherche (l&apos;architecture change chaque semaine)</translation>
    </message>
    <message>
        <source>Exploratory work with a changing architecture is the GPU&apos;s home ground: fast iteration, easy debugging, every new operator supported.</source>
        <translation>Le travail exploratoire sur une architecture changeante est le terrain de prédilection du GPU&#xa0;: itération rapide, débogage facile, prise en charge de chaque nouvel opérateur.</translation>
    </message>
    <message>
        <source>exploratory research runs</source>
        <translation>les travaux de recherche exploratoire</translation>
    </message>
    <message>
        <source>Prototype (a candidate model, still changing)</source>
        <translation>Prototype (un modèle candidat, encore en évolution)</translation>
    </message>
    <message>
        <source>prototyping and ablations</source>
        <translation>le prototypage et les études d&apos;ablation</translation>
    </message>
    <message>
        <source>Scale-up (the architecture is settling, large runs are being prepared)</source>
        <translation>Montée en échelle (l&apos;architecture se stabilise, de grands entraînements se préparent)</translation>
    </message>
    <message>
        <source>the large training runs once the architecture is frozen</source>
        <translation>les grands entraînements, une fois l&apos;architecture figée</translation>
    </message>
    <message>
        <source>Production (a stable model retrained or served on a schedule)</source>
        <translation>Production (un modèle stable, réentraîné ou servi de façon planifiée)</translation>
    </message>
    <message>
        <source>scheduled production training</source>
        <translation>l&apos;entraînement planifié en production</translation>
    </message>
    <message>
        <source>Main &amp;workload</source>
        <translation>Charge de tra&amp;vail principale</translation>
    </message>
    <message>
        <source>Both platforms train and serve; the balance between the two changes the picture.</source>
        <translation>Les deux plateformes savent entraîner et servir des modèles&#xa0;; l&apos;équilibre entre les deux change la donne.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>Inférence (en production)</translation>
    </message>
    <message>
        <source>Both training and serving</source>
        <translation>Entraînement et inférence</translation>
    </message>
    <message>
        <source>Training and serving pull in different directions; the serving question decides more.</source>
        <translation>L&apos;entraînement et l&apos;inférence tirent dans des directions opposées&#xa0;; la question sur l&apos;inférence est la plus déterminante.</translation>
    </message>
    <message>
        <source>Kind of &amp;serving</source>
        <translation>T&amp;ype d&apos;inférence</translation>
    </message>
    <message>
        <source>Asked only when you serve models: the shape of the traffic decides which chip serves it best.</source>
        <translation>Posée uniquement si vous servez des modèles&#xa0;: la forme du trafic détermine la puce la mieux adaptée pour le servir.</translation>
    </message>
    <message>
        <source>Online, low latency, variable requests</source>
        <translation>En ligne, faible latence, requêtes variables</translation>
    </message>
    <message>
        <source>GPUs serve unpredictable, low-latency traffic flexibly, with variable batch sizes and many models side by side.</source>
        <translation>Les GPU servent avec souplesse un trafic imprévisible à faible latence, avec des tailles de batch variables et de nombreux modèles côte à côte.</translation>
    </message>
    <message>
        <source>online, low-latency serving</source>
        <translation>l&apos;inférence en ligne à faible latence</translation>
    </message>
    <message>
        <source>Batch or high-throughput serving</source>
        <translation>Inférence par lots ou à haut débit</translation>
    </message>
    <message>
        <source>Large-batch, high-throughput inference inside Google Cloud is where TPUs serve most efficiently.</source>
        <translation>C&apos;est pour l&apos;inférence par grands lots et à haut débit au sein de Google Cloud que les TPU servent le plus efficacement.</translation>
    </message>
    <message>
        <source>batch, high-throughput inference</source>
        <translation>l&apos;inférence par lots à haut débit</translation>
    </message>
    <message>
        <source>&amp;Model family</source>
        <translation>Famille de &amp;modèles</translation>
    </message>
    <message>
        <source>How much of the compute is large, regular matrix multiplication.</source>
        <translation>La part du calcul consacrée à de grandes multiplications de matrices régulières.</translation>
    </message>
    <message>
        <source>Dense transformer</source>
        <translation>Transformer dense</translation>
    </message>
    <message>
        <source>Convolutional network</source>
        <translation>Réseau convolutif</translation>
    </message>
    <message>
        <source>Convolutions map well to both; TPUs do well once shapes are fixed.</source>
        <translation>Les convolutions se prêtent bien aux deux&#xa0;; les TPU sont efficaces une fois les formes fixées.</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mélange d&apos;experts (MoE)</translation>
    </message>
    <message>
        <source>Expert routing adds data-dependent work; both platforms train mixtures of experts at scale, so this leans neither way.</source>
        <translation>Le routage vers les experts ajoute des calculs dépendant des données&#xa0;; les deux plateformes entraînent des mélanges d&apos;experts à grande échelle, ce critère ne penche donc d&apos;aucun côté.</translation>
    </message>
    <message>
        <source>Recommender with large embeddings</source>
        <translation>Système de recommandation à grands embeddings</translation>
    </message>
    <message>
        <source>Google lists ultra-large embeddings, common in ranking and recommendation, among the workloads TPUs suit.</source>
        <translation>Google cite les embeddings de très grande taille, courants dans le classement et la recommandation, parmi les charges de travail adaptées aux TPU.</translation>
    </message>
    <message>
        <source>Other or unusual architecture</source>
        <translation>Architecture autre ou inhabituelle</translation>
    </message>
    <message>
        <source>Architectures that do not fit a standard mould benefit from the GPU&apos;s general purpose design.</source>
        <translation>Les architectures qui sortent des schémas standard profitent de la conception polyvalente du GPU.</translation>
    </message>
    <message>
        <source>Tensor s&amp;hapes</source>
        <translation>Formes des &amp;tenseurs</translation>
    </message>
    <message>
        <source>A TPU compiles a program per shape; shapes that change force recompilation or padding.</source>
        <translation>Un TPU compile un programme par forme&#xa0;; des formes qui changent imposent une recompilation ou du remplissage (padding).</translation>
    </message>
    <message>
        <source>Static (the same shapes every step)</source>
        <translation>Statiques (les mêmes formes à chaque itération)</translation>
    </message>
    <message>
        <source>Bucketed or padded to a few sizes</source>
        <translation>Ramenées à quelques tailles (regroupement ou padding)</translation>
    </message>
    <message>
        <source>Dynamic (shapes vary freely)</source>
        <translation>Dynamiques (les formes varient librement)</translation>
    </message>
    <message>
        <source>TPUs struggle with dynamic shapes; GPUs accommodate them without recompiling.</source>
        <translation>Les TPU peinent avec les formes dynamiques&#xa0;; les GPU s&apos;en accommodent sans recompilation.</translation>
    </message>
    <message>
        <source>Data-dependent &amp;control flow</source>
        <translation>Flu&amp;x de contrôle dépendant des données</translation>
    </message>
    <message>
        <source>Branches that depend on the data are awkward to compile for a TPU.</source>
        <translation>Les branchements qui dépendent des données sont difficiles à compiler pour un TPU.</translation>
    </message>
    <message>
        <source>Occasional branching works under XLA but needs care.</source>
        <translation>Des branchements occasionnels fonctionnent avec XLA, mais demandent des précautions.</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Important</translation>
    </message>
    <message>
        <source>Models full of conditional logic are a GPU workload: its cores handle branching natively.</source>
        <translation>Les modèles remplis de logique conditionnelle sont une charge de travail pour GPU&#xa0;: les cœurs du GPU gèrent nativement les branchements.</translation>
    </message>
    <message>
        <source>How often you &amp;debug and profile</source>
        <translation>Fréquence de &amp;débogage et de profilage</translation>
    </message>
    <message>
        <source>GPUs have the mature debuggers and profilers; TPUs suit work that rarely needs them.</source>
        <translation>Les GPU disposent de débogueurs et de profileurs matures&#xa0;; les TPU conviennent aux travaux qui en ont rarement besoin.</translation>
    </message>
    <message>
        <source>Rarely</source>
        <translation>Rarement</translation>
    </message>
    <message>
        <source>Pick TPUs when you need little debugging flexibility.</source>
        <translation>Choisissez les TPU lorsque vous avez peu besoin de souplesse pour le débogage.</translation>
    </message>
    <message>
        <source>Sometimes</source>
        <translation>Parfois</translation>
    </message>
    <message>
        <source>Occasional debugging is easier with GPU tools such as PyTorch Profiler and Nsight.</source>
        <translation>Un débogage occasionnel est plus facile avec les outils GPU comme PyTorch Profiler et Nsight.</translation>
    </message>
    <message>
        <source>Constantly</source>
        <translation>Constamment</translation>
    </message>
    <message>
        <source>Constant debugging wants the GPU&apos;s mature tools and local workflows.</source>
        <translation>Un débogage constant appelle les outils matures et les méthodes de travail locales du GPU.</translation>
    </message>
    <message>
        <source>debugging and profiling sessions</source>
        <translation>les sessions de débogage et de profilage</translation>
    </message>
    <message>
        <source>CUDA e&amp;xpertise in the team</source>
        <translation>E&amp;xpertise CUDA dans l&apos;équipe</translation>
    </message>
    <message>
        <source>Existing GPU expertise is an asset you keep by staying on GPUs.</source>
        <translation>Une expertise GPU existante est un atout que vous conservez en restant sur GPU.</translation>
    </message>
    <message>
        <source>Some CUDA experience makes the GPU path smoother.</source>
        <translation>Une certaine expérience de CUDA facilite la voie GPU.</translation>
    </message>
    <message>
        <source>Deep CUDA expertise is a strong reason to stay on GPUs.</source>
        <translation>Une expertise CUDA approfondie est une raison forte de rester sur GPU.</translation>
    </message>
    <message>
        <source>XLA, JAX or TPU &amp;experience</source>
        <translation>Expérie&amp;nce de XLA, JAX ou TPU</translation>
    </message>
    <message>
        <source>Keeping a TPU busy takes people who know its compiler stack.</source>
        <translation>Pour occuper pleinement un TPU, il faut des personnes qui connaissent sa chaîne de compilation.</translation>
    </message>
    <message>
        <source>Without TPU skills the team faces a learning curve before the chips pay off.</source>
        <translation>Sans compétences TPU, l&apos;équipe doit passer par une phase d&apos;apprentissage avant que les puces deviennent rentables.</translation>
    </message>
    <message>
        <source>Time you can spend &amp;porting</source>
        <translation>&amp;Temps disponible pour le portage</translation>
    </message>
    <message>
        <source>Moving to TPUs has a human cost: weeks of engineering to port and tune.</source>
        <translation>Passer aux TPU a un coût humain&#xa0;: des semaines d&apos;ingénierie pour porter et optimiser.</translation>
    </message>
    <message>
        <source>A few weeks</source>
        <translation>Quelques semaines</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Plusieurs mois</translation>
    </message>
    <message>
        <source>Where the work must &amp;run</source>
        <translation>Où les calculs doivent s&apos;e&amp;xécuter</translation>
    </message>
    <message>
        <source>TPUs exist only as a Google Cloud service; GPUs are available almost everywhere.</source>
        <translation>Les TPU n&apos;existent que sous forme de service Google Cloud&#xa0;; les GPU sont disponibles presque partout.</translation>
    </message>
    <message>
        <source>Google Cloud</source>
        <translation>Google Cloud</translation>
    </message>
    <message>
        <source>On premises</source>
        <translation>Sur site</translation>
    </message>
    <message>
        <source>At the edge or on devices</source>
        <translation>En périphérie (edge) ou sur des appareils</translation>
    </message>
    <message>
        <source>Dependence on one cloud provider</source>
        <translation>Dépendance à un seul fournisseur cloud</translation>
    </message>
    <message>
        <source>TPUs tie you to Google Cloud and its pricing.</source>
        <translation>Les TPU vous lient à Google Cloud et à sa tarification.</translation>
    </message>
    <message>
        <source>Must be avoided</source>
        <translation>À éviter</translation>
    </message>
    <message>
        <source>If lock-in must be avoided, the portable GPU is the safer choice.</source>
        <translation>Si la dépendance à un fournisseur doit être évitée, le GPU, portable, est le choix le plus sûr.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Acceptable</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>Cale&amp;ndrier</translation>
    </message>
    <message>
        <source>A faster chip is no help behind a long queue or a long port.</source>
        <translation>Une puce plus rapide ne sert à rien derrière une longue file d&apos;attente ou un long portage.</translation>
    </message>
    <message>
        <source>Urgent (results needed within weeks)</source>
        <translation>Urgent (résultats attendus d&apos;ici quelques semaines)</translation>
    </message>
    <message>
        <source>When time is short, use hardware you can get and code that runs today.</source>
        <translation>Quand le temps presse, utilisez le matériel que vous pouvez obtenir et du code qui fonctionne dès aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Flexible</source>
        <translation>Souple</translation>
    </message>
    <message>
        <source>Input &amp;data pipeline</source>
        <translation>Pipeline de &amp;données d&apos;entrée</translation>
    </message>
    <message>
        <source>A TPU idles when storage or the network cannot feed it.</source>
        <translation>Un TPU reste inactif lorsque le stockage ou le réseau ne parviennent pas à l&apos;alimenter.</translation>
    </message>
    <message>
        <source>Fast enough to keep accelerators busy</source>
        <translation>Assez rapide pour occuper pleinement les accélérateurs</translation>
    </message>
    <message>
        <source>Not measured</source>
        <translation>Non mesuré</translation>
    </message>
    <message>
        <source>An unmeasured pipeline risks leaving expensive TPUs waiting for data.</source>
        <translation>Un pipeline non mesuré risque de laisser des TPU coûteux en attente de données.</translation>
    </message>
    <message>
        <source>Already a bottleneck</source>
        <translation>Déjà un goulot d&apos;étranglement</translation>
    </message>
    <message>
        <source>A slow pipeline wastes a TPU more than a GPU; fix it first.</source>
        <translation>Un pipeline lent pénalise davantage un TPU qu&apos;un GPU&#xa0;; corrigez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>Other uses of the &amp;hardware</source>
        <translation>Autres usages du &amp;matériel</translation>
    </message>
    <message>
        <source>Hardware shared with non-ML work favours general-purpose GPUs.</source>
        <translation>Un matériel partagé avec des travaux hors ML favorise les GPU, plus polyvalents.</translation>
    </message>
    <message>
        <source>Machine learning only</source>
        <translation>Apprentissage automatique uniquement</translation>
    </message>
    <message>
        <source>Also rendering, simulation or data engineering</source>
        <translation>Aussi du rendu, de la simulation ou de l&apos;ingénierie des données</translation>
    </message>
    <message>
        <source>Only GPUs also run rendering, simulation and data-engineering work.</source>
        <translation>Seuls les GPU exécutent aussi des travaux de rendu, de simulation et d&apos;ingénierie des données.</translation>
    </message>
    <message>
        <source>Largest &amp;run</source>
        <translation>Plus grand &amp;entraînement</translation>
    </message>
    <message>
        <source>TPU interconnects and pods are built for distributed training; GPUs scale too, with careful tuning.</source>
        <translation>Les interconnexions et les pods TPU sont conçus pour l&apos;entraînement distribué&#xa0;; les GPU passent aussi à l&apos;échelle, moyennant un réglage soigneux.</translation>
    </message>
    <message>
        <source>One device</source>
        <translation>Un seul accélérateur</translation>
    </message>
    <message>
        <source>A single device gains nothing from TPU interconnects, and GPUs are easiest to get one at a time.</source>
        <translation>Un accélérateur isolé ne tire aucun bénéfice des interconnexions TPU, et les GPU sont les plus faciles à obtenir à l&apos;unité.</translation>
    </message>
    <message>
        <source>2 to 8 devices (one node)</source>
        <translation>2 à 8 accélérateurs (un nœud)</translation>
    </message>
    <message>
        <source>Within one node both platforms scale easily.</source>
        <translation>Au sein d&apos;un nœud, les deux plateformes passent facilement à l&apos;échelle.</translation>
    </message>
    <message>
        <source>9 to 256 devices</source>
        <translation>9 à 256 accélérateurs</translation>
    </message>
    <message>
        <source>Across many devices, the TPU&apos;s fast, predictable interconnect starts to tell.</source>
        <translation>Sur de nombreux accélérateurs, l&apos;interconnexion rapide et prévisible du TPU commence à faire la différence.</translation>
    </message>
    <message>
        <source>the multi-node runs</source>
        <translation>les entraînements multi-nœuds</translation>
    </message>
    <message>
        <source>More than 256 devices</source>
        <translation>Plus de 256 accélérateurs</translation>
    </message>
    <message>
        <source>Pod-scale training is what TPU slices and their interconnect are designed for.</source>
        <translation>L&apos;entraînement à l&apos;échelle d&apos;un pod est précisément ce pour quoi les tranches (slices) TPU et leur interconnexion sont conçues.</translation>
    </message>
    <message>
        <source>the pod-scale runs</source>
        <translation>les entraînements à l&apos;échelle d&apos;un pod</translation>
    </message>
    <message>
        <source>&amp;Duration of the jobs</source>
        <translation>&amp;Durée des tâches</translation>
    </message>
    <message>
        <source>TPUs are most cost-effective for large, sustained jobs.</source>
        <translation>Les TPU sont les plus rentables pour les tâches lourdes et de longue durée.</translation>
    </message>
    <message>
        <source>Short bursts</source>
        <translation>Courtes et ponctuelles</translation>
    </message>
    <message>
        <source>Short, irregular jobs fit GPUs rented or owned as needed.</source>
        <translation>Les tâches courtes et irrégulières conviennent aux GPU loués ou achetés selon les besoins.</translation>
    </message>
    <message>
        <source>Sustained (days to months)</source>
        <translation>Longues (de quelques jours à plusieurs mois)</translation>
    </message>
    <message>
        <source>Long, steady jobs are where TPUs are most cost-effective.</source>
        <translation>C&apos;est sur les tâches longues et régulières que les TPU sont les plus rentables.</translation>
    </message>
    <message>
        <source>What matters &amp;most</source>
        <translation>Ce qui &amp;compte le plus</translation>
    </message>
    <message>
        <source>A balance between the freedom to pivot and the power to scale.</source>
        <translation>Un équilibre entre la liberté de changer de cap et la capacité de passer à l&apos;échelle.</translation>
    </message>
    <message>
        <source>Flexibility to pivot</source>
        <translation>Souplesse pour changer de cap</translation>
    </message>
    <message>
        <source>The freedom to change course is the GPU&apos;s strength.</source>
        <translation>La liberté de changer de cap est le point fort du GPU.</translation>
    </message>
    <message>
        <source>A balance of both</source>
        <translation>Un équilibre des deux</translation>
    </message>
    <message>
        <source>A balance favours neither platform.</source>
        <translation>Un équilibre ne favorise aucune des deux plateformes.</translation>
    </message>
    <message>
        <source>Cost efficiency at scale</source>
        <translation>Rentabilité à grande échelle</translation>
    </message>
    <message>
        <source>At scale TPUs can give better price-performance, within Google Cloud pricing.</source>
        <translation>À grande échelle, les TPU peuvent offrir un meilleur rapport prix/performances, dans le cadre de la tarification de Google Cloud.</translation>
    </message>
    <message>
        <source>TPUs are available only as a Google Cloud service; they cannot run on premises or at the edge.</source>
        <translation>Les TPU ne sont disponibles que sous forme de service Google Cloud&#xa0;; ils ne peuvent fonctionner ni sur site ni en périphérie.</translation>
    </message>
    <message>
        <source>CUDA kernels cannot run on a TPU, and there is no time to port them.</source>
        <translation>Les kernels CUDA ne peuvent pas s&apos;exécuter sur un TPU, et il n&apos;y a pas de temps pour les porter.</translation>
    </message>
    <message>
        <source>development, experiments and debugging</source>
        <translation>le développement, les expériences et le débogage</translation>
    </message>
    <message>
        <source>the large, stable training runs</source>
        <translation>les grands entraînements stables</translation>
    </message>
    <message>
        <source>JAX compiles through XLA by design, so the same code runs on TPUs of every generation without porting; the sources pair it with TensorFlow as a TPU fit.</source>
        <translation>JAX compile via XLA par construction&#xa0;: le même code s&apos;exécute donc sur toutes les générations de TPU sans portage&#xa0;; les sources le citent, avec TensorFlow, comme adapté aux TPU.</translation>
    </message>
    <message>
        <source>Compiling under XLA makes a TPU possible; it is not in itself a reason to choose one.</source>
        <translation>La compilation avec XLA rend un TPU possible&#xa0;; ce n&apos;est pas en soi une raison d&apos;en choisir un.</translation>
    </message>
    <message>
        <source>Standard operations remove an obstacle to TPUs; on their own they favour neither chip.</source>
        <translation>Les opérations standard lèvent un obstacle à l&apos;usage des TPU&#xa0;; à elles seules, elles ne favorisent aucune des deux puces.</translation>
    </message>
    <message>
        <source>CUDA and Triton kernels run only on GPUs; Google itself says TPUs are not suited to custom operations in the main training loop.</source>
        <translation>Les kernels CUDA et Triton ne s&apos;exécutent que sur GPU&#xa0;; Google indique lui-même que les TPU ne sont pas adaptés aux opérations personnalisées dans la boucle d&apos;entraînement principale.</translation>
    </message>
    <message>
        <source>Prototyping is the messy, creative phase that the sources give to GPUs: the model still changes often.</source>
        <translation>Le prototypage est la phase créative et désordonnée que les sources attribuent aux GPU&#xa0;: le modèle change encore souvent.</translation>
    </message>
    <message>
        <source>A stable model favours TPUs only when the work is large or sustained (the factory line); a stable model on one or a few devices favours neither chip.</source>
        <translation>Un modèle stable ne favorise les TPU que lorsque le travail est important ou de longue durée (la «&#xa0;chaîne de production&#xa0;»)&#xa0;; un modèle stable sur un seul ou quelques accélérateurs ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Both chips train; scale, stage and the model decide which fits better.</source>
        <translation>Les deux puces savent entraîner&#xa0;; l&apos;échelle, la phase du projet et le modèle déterminent laquelle convient le mieux.</translation>
    </message>
    <message>
        <source>Both chips serve models; the kind of serving decides which fits better.</source>
        <translation>Les deux puces savent servir des modèles&#xa0;; le type d&apos;inférence détermine laquelle convient le mieux.</translation>
    </message>
    <message>
        <source>Dense transformers are dominated by predictable matrix multiplications, which a TPU&apos;s systolic arrays are built for.</source>
        <translation>Les transformers denses sont dominés par des multiplications de matrices prévisibles, pour lesquelles les réseaux systoliques d&apos;un TPU sont conçus.</translation>
    </message>
    <message>
        <source>Fixed shapes compile once: the regular, structured compute TPUs focus on.</source>
        <translation>Des formes fixes se compilent une seule fois&#xa0;: c&apos;est le calcul régulier et structuré sur lequel les TPU sont axés.</translation>
    </message>
    <message>
        <source>A handful of padded sizes costs a few compilations and some wasted work: TPUs tolerate it, and it favours neither chip.</source>
        <translation>Quelques tailles complétées (padding) coûtent quelques compilations et un peu de travail perdu&#xa0;: les TPU le tolèrent, et cela ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Without branching there is no obstacle to a TPU, and no reason to prefer one either.</source>
        <translation>Sans branchements, rien ne s&apos;oppose à un TPU, mais rien ne justifie non plus de le préférer.</translation>
    </message>
    <message>
        <source>With no CUDA investment to protect, the choice stays open: this favours neither chip.</source>
        <translation>Sans investissement CUDA à préserver, le choix reste ouvert&#xa0;: cela ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Some XLA experience removes the learning curve; it is not a reason to choose TPUs.</source>
        <translation>Une certaine expérience de XLA supprime la phase d&apos;apprentissage&#xa0;; ce n&apos;est pas une raison de choisir les TPU.</translation>
    </message>
    <message>
        <source>A team fluent in XLA can keep a TPU fully busy, which the sources say takes rare skill: a small point for TPUs.</source>
        <translation>Une équipe qui maîtrise XLA peut occuper pleinement un TPU, ce qui, selon les sources, demande des compétences rares&#xa0;: un petit avantage pour les TPU.</translation>
    </message>
    <message>
        <source>With no time to port, the code stays where it runs today: the human cost of a TPU cannot be paid.</source>
        <translation>Sans temps pour le portage, le code reste là où il s&apos;exécute aujourd&apos;hui&#xa0;: le coût humain d&apos;un TPU ne peut pas être assumé.</translation>
    </message>
    <message>
        <source>A few weeks covers porting and tuning a model that already fits XLA: the human cost can be paid, which favours neither chip.</source>
        <translation>Quelques semaines suffisent pour porter et optimiser un modèle déjà compatible avec XLA&#xa0;: le coût humain peut être assumé, ce qui ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Months of budget make even a substantial port realistic; time to port is not a reason to port.</source>
        <translation>Des mois de budget rendent réaliste même un portage conséquent&#xa0;; avoir le temps de porter n&apos;est pas une raison de porter.</translation>
    </message>
    <message>
        <source>On Google Cloud both platforms are available: that makes a TPU possible, not preferable.</source>
        <translation>Sur Google Cloud, les deux plateformes sont disponibles&#xa0;: cela rend un TPU possible, pas préférable.</translation>
    </message>
    <message>
        <source>Other clouds offer GPUs but no TPUs: a blocker, shown as such.</source>
        <translation>Les autres clouds proposent des GPU, mais pas de TPU&#xa0;: c&apos;est un critère bloquant, signalé comme tel.</translation>
    </message>
    <message>
        <source>Several clouds (the work must stay portable between them)</source>
        <translation>Plusieurs clouds (le travail doit rester portable de l&apos;un à l&apos;autre)</translation>
    </message>
    <message>
        <source>Work that must move between clouds cannot depend on a chip only Google Cloud offers: a blocker, shown as such.</source>
        <translation>Un travail qui doit pouvoir passer d&apos;un cloud à l&apos;autre ne peut pas dépendre d&apos;une puce que seul Google Cloud propose&#xa0;: c&apos;est un critère bloquant, signalé comme tel.</translation>
    </message>
    <message>
        <source>Several clouds, Google Cloud among them for the large runs</source>
        <translation>Plusieurs clouds, dont Google Cloud pour les grands entraînements</translation>
    </message>
    <message>
        <source>TPUs stay possible on the Google Cloud side, but freedom to move between clouds is one of the GPU&apos;s strengths.</source>
        <translation>Les TPU restent possibles côté Google Cloud, mais la liberté de passer d&apos;un cloud à l&apos;autre est l&apos;un des points forts du GPU.</translation>
    </message>
    <message>
        <source>TPUs cannot be bought or installed on premises: a blocker, shown as such.</source>
        <translation>Les TPU ne peuvent être ni achetés ni installés sur site&#xa0;: c&apos;est un critère bloquant, signalé comme tel.</translation>
    </message>
    <message>
        <source>Cloud TPUs cannot be deployed at the edge: a blocker, shown as such.</source>
        <translation>Les Cloud TPU ne peuvent pas être déployés en périphérie&#xa0;: c&apos;est un critère bloquant, signalé comme tel.</translation>
    </message>
    <message>
        <source>Accepting Google Cloud pricing removes an obstacle to TPUs without favouring them.</source>
        <translation>Accepter la tarification de Google Cloud lève un obstacle à l&apos;usage des TPU, sans pour autant les favoriser.</translation>
    </message>
    <message>
        <source>A flexible timeline leaves room to port and tune, without favouring either chip.</source>
        <translation>Un calendrier souple laisse le temps de porter et d&apos;optimiser, sans favoriser l&apos;une ou l&apos;autre puce.</translation>
    </message>
    <message>
        <source>Dedicated ML hardware can be specialised, which favours neither chip by itself.</source>
        <translation>Un matériel dédié au ML peut être spécialisé, ce qui, à soi seul, ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Owned GPUs, reservations, committed use or a granted TPU quota: a chip you have today beats a faster one you would wait for.</source>
        <translation>GPU achetés, réservations, engagements d&apos;utilisation ou quota TPU accordé&#xa0;: une puce dont vous disposez aujourd&apos;hui vaut mieux qu&apos;une puce plus rapide qu&apos;il faudrait attendre.</translation>
    </message>
    <message>
        <source>GPUs (owned, reserved or committed)</source>
        <translation>GPU (achetés, réservés ou sous engagement)</translation>
    </message>
    <message>
        <source>GPU capacity already in hand is available now; a TPU gives no benefit while you queue for it.</source>
        <translation>La capacité GPU déjà acquise est disponible immédiatement&#xa0;; un TPU n&apos;apporte rien tant que vous attendez de l&apos;obtenir.</translation>
    </message>
    <message>
        <source>TPU quota or a TPU reservation</source>
        <translation>Quota TPU ou réservation de TPU</translation>
    </message>
    <message>
        <source>TPU capacity already granted removes the queue and is paid for or promised: it favours using it.</source>
        <translation>Une capacité TPU déjà accordée supprime l&apos;attente et est payée ou garantie&#xa0;: cela plaide pour l&apos;utiliser.</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Capacity on both sides leaves the choice to the other answers.</source>
        <translation>Avec de la capacité des deux côtés, le choix dépend des autres réponses.</translation>
    </message>
    <message>
        <source>Neither yet</source>
        <translation>Aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>With nothing held yet, availability is decided by how long each would take to get.</source>
        <translation>Si vous ne disposez encore de rien, la disponibilité dépend du délai d&apos;obtention de chaque type de puce.</translation>
    </message>
    <message>
        <source>&amp;Wait for TPUs of the size you need</source>
        <translation>&amp;Délai d&apos;obtention de TPU de la taille nécessaire</translation>
    </message>
    <message>
        <source>Quota or a slice of the right size in your region can take time to obtain; a faster chip is no help behind a long queue.</source>
        <translation>Obtenir un quota ou une tranche (slice) de la bonne taille dans votre région peut prendre du temps&#xa0;; une puce plus rapide ne sert à rien derrière une longue file d&apos;attente.</translation>
    </message>
    <message>
        <source>Days or less</source>
        <translation>Quelques jours au plus</translation>
    </message>
    <message>
        <source>TPUs within days remove the queue obstacle; that favours neither chip.</source>
        <translation>Des TPU obtenus en quelques jours lèvent l&apos;obstacle de l&apos;attente&#xa0;; cela ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Weeks</source>
        <translation>Plusieurs semaines</translation>
    </message>
    <message>
        <source>Weeks of waiting for TPU capacity cost time that GPUs you can get now do not.</source>
        <translation>Des semaines d&apos;attente de capacité TPU coûtent du temps, contrairement aux GPU que vous pouvez obtenir dès maintenant.</translation>
    </message>
    <message>
        <source>Months, or no quota in sight</source>
        <translation>Plusieurs mois, ou aucun quota en vue</translation>
    </message>
    <message>
        <source>TPUs&apos; price-performance advantage is at scale (many devices); below that, or with the scale not known, cost efficiency favours neither chip.</source>
        <translation>L&apos;avantage des TPU en rapport prix/performances se manifeste à grande échelle (nombreux accélérateurs)&#xa0;; en deçà, ou si l&apos;échelle n&apos;est pas connue, la rentabilité ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>The work must run on another cloud, or stay portable between clouds; TPUs exist only in Google Cloud.</source>
        <translation>Le travail doit s&apos;exécuter sur un autre cloud ou rester portable d&apos;un cloud à l&apos;autre&#xa0;; les TPU n&apos;existent que dans Google Cloud.</translation>
    </message>
    <message>
        <source>Results are needed within weeks, and TPU capacity is months away.</source>
        <translation>Les résultats sont attendus d&apos;ici quelques semaines, et la capacité TPU ne sera disponible que dans plusieurs mois.</translation>
    </message>
    <message>
        <source>The code does not compile under XLA, and a TPU runs only what XLA compiles: until it does, TPUs are not an option.</source>
        <translation>Le code ne se compile pas avec XLA, et un TPU n&apos;exécute que ce que XLA compile&#xa0;: tant que ce n&apos;est pas le cas, les TPU ne sont pas une option.</translation>
    </message>
    <message>
        <source>A stable model trained at pod scale is the TPU&apos;s factory line: large-scale, production-grade work with the architecture locked in.</source>
        <translation>Un modèle stable entraîné à l&apos;échelle d&apos;un pod, c&apos;est la «&#xa0;chaîne de production&#xa0;» du TPU&#xa0;: un travail à grande échelle, de niveau production, avec une architecture figée.</translation>
    </message>
    <message>
        <source>A stable model run across many devices is where TPUs pay off: production-grade work at scale.</source>
        <translation>C&apos;est avec un modèle stable exécuté sur de nombreux accélérateurs que les TPU deviennent rentables&#xa0;: un travail de niveau production à grande échelle.</translation>
    </message>
    <message>
        <source>A stable model kept busy for days or months leans a little to TPUs, which are most cost-effective for sustained jobs.</source>
        <translation>Un modèle stable sollicité pendant des jours ou des mois penche légèrement vers les TPU, qui sont les plus rentables pour les tâches de longue durée.</translation>
    </message>
    <message>
        <source>Hybrid means GPUs for development and experimentation, TPUs for the scaled, stable runs. It is recommended only when TPUs are available, the answers show both an experimentation phase and scaled training runs, and TPUs lead the weighted score. With an experimentation phase and no scaled runs the verdict is GPU.</source>
        <translation>L&apos;option hybride signifie des GPU pour le développement et l&apos;expérimentation, des TPU pour les entraînements stables à grande échelle. Elle n&apos;est recommandée que si les TPU sont disponibles, si les réponses font apparaître à la fois une phase d&apos;expérimentation et des entraînements à grande échelle, et si les TPU arrivent en tête du score pondéré. Avec une phase d&apos;expérimentation sans entraînements à grande échelle, la recommandation est le GPU.</translation>
    </message>
    <message>
        <source>A settling architecture is the classic moment for the mixed strategy: keep iterating on GPUs, move the large runs to TPUs if TPUs lead the score. On its own it favours neither chip.</source>
        <translation>Une architecture en voie de stabilisation est le moment classique de la stratégie mixte&#xa0;: continuer d&apos;itérer sur GPU et transférer les grands entraînements sur TPU si les TPU arrivent en tête du score. À elle seule, elle ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Accelerators you already h&amp;old</source>
        <translation>&amp;Accélérateurs dont vous disposez déjà</translation>
    </message>
    <message>
        <source>A TPU months away gives no benefit now: the availability check of the selection playbook fails.</source>
        <translation>Un TPU disponible dans plusieurs mois n&apos;apporte rien aujourd&apos;hui&#xa0;: le critère de disponibilité du guide de sélection n&apos;est pas rempli.</translation>
    </message>
    <message>
        <source>The code already compiles under XLA with standard operations, so having no time to port costs little: only tuning is left.</source>
        <translation>Le code se compile déjà avec XLA et n&apos;utilise que des opérations standard&#xa0;: ne pas avoir de temps pour le portage coûte donc peu, il ne reste que l&apos;optimisation.</translation>
    </message>
    <message>
        <source>JAX programs are compiled by XLA by design, and TPUs are built for JAX and TensorFlow: code written in JAX nearly always compiles under XLA.</source>
        <translation>Les programmes JAX sont compilés par XLA par construction, et les TPU sont conçus pour JAX et TensorFlow&#xa0;: du code écrit en JAX se compile presque toujours avec XLA.</translation>
    </message>
    <message>
        <source>TensorFlow is one of the two frameworks TPUs are built for; most TensorFlow models compile under XLA, some with graph breaks.</source>
        <translation>TensorFlow est l&apos;un des deux frameworks pour lesquels les TPU sont conçus&#xa0;; la plupart des modèles TensorFlow se compilent avec XLA, certains avec des ruptures de graphe.</translation>
    </message>
    <message>
        <source>Liquid Web (a GPU hosting vendor)</source>
        <translation>Liquid Web (un hébergeur de GPU)</translation>
    </message>
    <message>
        <source>AI news site</source>
        <translation>Site d&apos;actualité IA</translation>
    </message>
    <message>
        <source>JAX authors</source>
        <translation>Auteurs de JAX</translation>
    </message>
    <message>
        <source>The work can run on Google Cloud</source>
        <translation>Le travail peut s&apos;exécuter sur Google Cloud</translation>
    </message>
    <message>
        <source>TPUs can be had in time for the deadline</source>
        <translation>Des TPU peuvent être obtenus dans les délais</translation>
    </message>
    <message>
        <source>No CUDA-only kernels, or time to port them</source>
        <translation>Pas de kernels exclusivement CUDA, ou bien le temps de les porter</translation>
    </message>
    <message>
        <source>The model compiles under XLA</source>
        <translation>Le modèle se compile avec XLA</translation>
    </message>
    <message>
        <source>For a workload that only serves, flexible low-latency serving is the GPU&apos;s home ground: variable batch sizes, many models side by side.</source>
        <translation>Pour une charge de travail qui ne fait que servir des modèles, l&apos;inférence souple à faible latence est le terrain de prédilection du GPU&#xa0;: tailles de batch variables, nombreux modèles côte à côte.</translation>
    </message>
    <message>
        <source>For a workload that only serves, high-throughput batch inference is where TPUs serve most efficiently.</source>
        <translation>Pour une charge de travail qui ne fait que servir des modèles, c&apos;est pour l&apos;inférence par lots à haut débit que les TPU servent le plus efficacement.</translation>
    </message>
    <message>
        <source>A stable model in production serving favours neither chip by itself: the kind of serving decides.</source>
        <translation>Un modèle stable servi en production ne favorise, à lui seul, aucune des deux puces&#xa0;: c&apos;est le type d&apos;inférence qui décide.</translation>
    </message>
    <message>
        <source>More than 256 serving devices are mostly many copies of the model: their requests need little of the interconnect that pod-scale training uses.</source>
        <translation>Plus de 256 accélérateurs d&apos;inférence, ce sont surtout de nombreuses copies du modèle&#xa0;: leurs requêtes sollicitent peu l&apos;interconnexion qu&apos;utilise l&apos;entraînement à l&apos;échelle d&apos;un pod.</translation>
    </message>
    <message>
        <source>Tens of serving devices scale by adding copies of the model on either chip.</source>
        <translation>Quelques dizaines d&apos;accélérateurs d&apos;inférence passent à l&apos;échelle par ajout de copies du modèle, sur l&apos;une comme sur l&apos;autre puce.</translation>
    </message>
    <message>
        <source>A steady serving load keeps the chips busy, where TPUs are cost-effective; how the requests arrive matters more.</source>
        <translation>Une charge d&apos;inférence régulière occupe les puces en continu, ce qui rend les TPU rentables&#xa0;; la manière dont arrivent les requêtes compte toutefois davantage.</translation>
    </message>
    <message>
        <source>Online traffic arrives in batches of every size, so the model&apos;s fixed shapes give a TPU less of an edge: this favours neither chip.</source>
        <translation>Le trafic en ligne arrive par lots de toutes tailles, si bien que les formes fixes du modèle avantagent moins un TPU&#xa0;: cela ne favorise aucune des deux puces.</translation>
    </message>
    <message>
        <source>Results are due within weeks and TPUs are weeks away: a faster chip gives no benefit while you queue for it.</source>
        <translation>Les résultats sont attendus d&apos;ici quelques semaines et les TPU ne seront disponibles que dans plusieurs semaines&#xa0;: une puce plus rapide n&apos;apporte rien tant que vous attendez de l&apos;obtenir.</translation>
    </message>
    <message>
        <source>GPUs already in hand and results due within weeks: the capacity you hold is the capacity that delivers in time.</source>
        <translation>Des GPU déjà acquis et des résultats attendus d&apos;ici quelques semaines&#xa0;: c&apos;est la capacité dont vous disposez qui permet de tenir les délais.</translation>
    </message>
    <message>
        <source>The model only partly compiles under XLA and there is no time to fix the graph breaks: the human cost of a TPU cannot be paid.</source>
        <translation>Le modèle ne se compile qu&apos;en partie avec XLA et le temps manque pour corriger les ruptures de graphe&#xa0;: le coût humain d&apos;un TPU ne peut pas être assumé.</translation>
    </message>
    <message>
        <source>The model only partly compiles under XLA and nobody in the team has XLA experience to fix the graph breaks.</source>
        <translation>Le modèle ne se compile qu&apos;en partie avec XLA et personne dans l&apos;équipe n&apos;a l&apos;expérience de XLA nécessaire pour corriger les ruptures de graphe.</translation>
    </message>
    <message>
        <source>The model only partly compiles under XLA and results are due within weeks: there is no time to fix the graph breaks first.</source>
        <translation>Le modèle ne se compile qu&apos;en partie avec XLA et les résultats sont attendus d&apos;ici quelques semaines&#xa0;: il n&apos;y a pas le temps de corriger d&apos;abord les ruptures de graphe.</translation>
    </message>
    <message>
        <source>JAX compiles through XLA by design, yet the model is said not to compile under XLA: check that answer.</source>
        <translation>JAX compile via XLA par construction, pourtant le modèle est déclaré non compilable avec XLA&#xa0;: vérifiez cette réponse.</translation>
    </message>
    <message>
        <source>TPU capacity is held, yet the work must run where TPUs are not offered: check where the work runs.</source>
        <translation>Vous disposez de capacité TPU, mais le travail doit s&apos;exécuter là où les TPU ne sont pas proposés&#xa0;: vérifiez où le travail s&apos;exécute.</translation>
    </message>
    <message>
        <source>TPU capacity is held, yet TPUs are said to be months away: check whether what you hold covers the largest run.</source>
        <translation>Vous disposez de capacité TPU, mais les TPU sont annoncés dans plusieurs mois&#xa0;: vérifiez si ce dont vous disposez couvre le plus grand entraînement.</translation>
    </message>
    <message>
        <source>None</source>
        <comment>control flow</comment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Some</source>
        <comment>control flow</comment>
        <translation>Modéré</translation>
    </message>
    <message>
        <source>None</source>
        <comment>CUDA expertise</comment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Some</source>
        <comment>CUDA expertise</comment>
        <translation>Modérée</translation>
    </message>
    <message>
        <source>Deep</source>
        <comment>CUDA expertise</comment>
        <translation>Approfondie</translation>
    </message>
    <message>
        <source>None</source>
        <comment>XLA experience</comment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Some</source>
        <comment>XLA experience</comment>
        <translation>Modérée</translation>
    </message>
    <message>
        <source>Deep</source>
        <comment>XLA experience</comment>
        <translation>Approfondie</translation>
    </message>
    <message>
        <source>None</source>
        <comment>porting time</comment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>A pipeline that keeps up removes the utilisation obstacle; it favours neither chip.</source>
        <translation>Un pipeline qui suit le rythme lève l&apos;obstacle de l&apos;utilisation des puces&#xa0;; il ne favorise aucune des deux.</translation>
    </message>
    <message>
        <source>Other (ONNX Runtime, custom C++/CUDA, …)</source>
        <translation>Autre (ONNX Runtime, C++/CUDA personnalisé, …)</translation>
    </message>
    <message>
        <source>Another cloud (AWS, Azure, …)</source>
        <translation>Un autre cloud (AWS, Azure, …)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1: new, %2</source>
        <extracomment>An option of the bill that did not exist when the profile was saved: name, total.</extracomment>
        <translation>%1&#xa0;: nouvelle option, %2</translation>
    </message>
    <message>
        <source>%1: was %2, now left out</source>
        <extracomment>An option of the bill that no longer applies: name, total when saved.</extracomment>
        <translation>%1&#xa0;: %2 auparavant, option désormais écartée</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (%4)</source>
        <extracomment>A bill total that changed since the save: option, old total, new total, and the difference with its sign.</extracomment>
        <translation>%1&#xa0;: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>The bill changed: %1.</source>
        <translation>La facture a changé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>How the verdict is computed</source>
        <translation>Mode de calcul de la recommandation</translation>
    </message>
    <message>
        <source>Unanswered questions count as neutral (lean 0).</source>
        <translation>Les questions sans réponse comptent comme neutres (tendance 0).</translation>
    </message>
    <message>
        <source>Hard constraints (blockers) make a platform unavailable; a blocked platform is never the verdict, whatever its score.</source>
        <translation>Les contraintes strictes (critères bloquants) rendent une plateforme indisponible&#xa0;; une plateforme bloquée n&apos;est jamais recommandée, quel que soit son score.</translation>
    </message>
    <message>
        <source>Hybrid (GPUs for experimentation, TPUs for the scaled runs) requires the TPU to be available, both phases to be present in the answers, and the TPU&apos;s normalised margin (TPU − GPU) / (TPU + GPU) to be at least %1. %2 Sources: %3.</source>
        <translation>L&apos;option hybride (des GPU pour l&apos;expérimentation, des TPU pour les entraînements à grande échelle) exige que le TPU soit disponible, que les deux phases figurent dans les réponses et que l&apos;écart normalisé du TPU, (TPU − GPU) / (TPU + GPU), soit d&apos;au moins %1. %2 Sources&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Otherwise the higher score wins; on a tie the GPU is the default, because it runs the code as it is.</source>
        <translation>Sinon, le score le plus élevé l&apos;emporte&#xa0;; en cas d&apos;égalité, le GPU est le choix par défaut, car il exécute le code tel quel.</translation>
    </message>
    <message>
        <source>What would change the verdict: every other option of every applicable question is tried on its own; the changes that give another verdict are listed.</source>
        <translation>Ce qui changerait la recommandation&#xa0;: chaque autre option de chaque question applicable est essayée isolément&#xa0;; les changements qui aboutissent à une autre recommandation sont listés.</translation>
    </message>
    <message>
        <source>Appendix: all answers</source>
        <translation>Annexe&#xa0;: toutes les réponses</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>does not apply to these answers</source>
        <translation>ne s&apos;applique pas à ces réponses</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>Facteurs</translation>
    </message>
    <message>
        <source>Contribution</source>
        <translation>Contribution</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Critères bloquants</translation>
    </message>
    <message>
        <source>These answers make a platform unavailable. A blocked platform is never the verdict, whatever its score.</source>
        <translation>Ces réponses rendent une plateforme indisponible. Une plateforme bloquée n&apos;est jamais recommandée, quel que soit son score.</translation>
    </message>
    <message>
        <source>%1 unavailable. </source>
        <translation>%1 indisponible. </translation>
    </message>
    <message>
        <source>%1 Because of: %2. Sources: %3.</source>
        <translation>%1 En cause&#xa0;: %2. Sources&#xa0;: %3.</translation>
    </message>
    <message>
        <source>What would change the verdict</source>
        <translation>Ce qui changerait la recommandation</translation>
    </message>
    <message>
        <source>No single answer change alters the verdict.</source>
        <translation>Aucun changement de réponse isolé ne modifie la recommandation.</translation>
    </message>
    <message>
        <source>Each row is one answer change that, on its own, gives a different verdict; the smallest changes come first.</source>
        <translation>Chaque ligne correspond à un changement de réponse qui, à lui seul, aboutit à une autre recommandation&#xa0;; les plus petits changements figurent en premier.</translation>
    </message>
    <message>
        <source>Current answer</source>
        <translation>Réponse actuelle</translation>
    </message>
    <message>
        <source>Changed to</source>
        <translation>Remplacée par</translation>
    </message>
    <message>
        <source>New verdict</source>
        <translation>Nouvelle recommandation</translation>
    </message>
    <message>
        <source>Unanswered questions</source>
        <translation>Questions sans réponse</translation>
    </message>
    <message>
        <source>Alone, could change the verdict</source>
        <translation>À elle seule, pourrait changer la recommandation</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>(unnamed profile)</source>
        <translation>(profil sans nom)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>Accelerator Advisor %1</source>
        <translation>Accelerator Advisor %1</translation>
    </message>
    <message>
        <source>GPU or TPU: %1</source>
        <translation>GPU ou TPU&#xa0;: %1</translation>
    </message>
    <message>
        <source>the fewest chips that fit and finish within %1</source>
        <translation>le moins de puces possible pour tenir en mémoire et terminer en moins de %1</translation>
    </message>
    <message>
        <source>No available accelerator fits this workload with the chips chosen; see the table for what each would need.</source>
        <translation>Aucun accélérateur disponible ne peut traiter cette charge de travail avec le nombre de puces choisi&#xa0;; le tableau indique ce dont chacun aurait besoin.</translation>
    </message>
    <message>
        <source>Fastest: %1.</source>
        <translation>Le plus rapide&#xa0;: %1.</translation>
    </message>
    <message>
        <source>[source: %1]</source>
        <translation>[source&#xa0;: %1]</translation>
    </message>
    <message>
        <source>Workload sizing and cost</source>
        <translation>Dimensionnement et coût de la charge de travail</translation>
    </message>
    <message>
        <source>Ranges run from the optimistic to the pessimistic assumption. Sizing never overrides a blocker: accelerators your answers rule out are listed as unavailable with the reason.</source>
        <translation>Les plages vont de l&apos;hypothèse optimiste à l&apos;hypothèse pessimiste. Le dimensionnement ne l&apos;emporte jamais sur un critère bloquant&#xa0;: les accélérateurs exclus par vos réponses sont listés comme indisponibles, avec la raison.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>How to split the work:</source>
        <translation>Comment répartir le travail&#xa0;:</translation>
    </message>
    <message>
        <source>Factor chart</source>
        <translation>Graphique des facteurs</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <source>Favours</source>
        <translation>Favorise</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Every answer has a lean between −1 (strongly favours the GPU) and +1 (strongly favours the TPU), taken from the question catalogue with the reason and sources shown in the factor table.</source>
        <translation>Chaque réponse a une tendance comprise entre −1 (favorise fortement le GPU) et +1 (favorise fortement le TPU), tirée du catalogue de questions, avec la raison et les sources indiquées dans le tableau des facteurs.</translation>
    </message>
    <message>
        <source>the chips the load needs</source>
        <translation>les puces nécessaires à la charge</translation>
    </message>
    <message>
        <source>%1 of a %2 on %3 tokens of %4 tokens per sequence (%5 FLOPs) in %6 on %7; each accelerator gets %8.</source>
        <translation>%1 d&apos;un %2 sur %3 tokens, à raison de %4 tokens par séquence (%5 FLOPs), en %6, aux %7&#xa0;; pour chaque accélérateur&#xa0;: %8.</translation>
    </message>
    <message>
        <source>One question was left open; the engine counts it as neutral.</source>
        <translation>Une question est restée sans réponse&#xa0;; le moteur la considère comme neutre.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln questions were left open; the engine counts them as neutral.</source>
        <translation>
            <numerusform>%Ln question est restée sans réponse&#xa0;; le moteur la considère comme neutre.</numerusform>
            <numerusform>%Ln questions sont restées sans réponse&#xa0;; le moteur les considère comme neutres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing changed since you saved on %1: the same verdict, confidence and figures.</source>
        <translation>Rien n&apos;a changé depuis votre enregistrement du %1&#xa0;: même recommandation, même confiance, mêmes chiffres.</translation>
    </message>
    <message>
        <source>The decision model was updated from version %1 to %2; it gives the same result for these answers.</source>
        <translation>Le modèle de décision a été mis à jour de la version %1 à la version %2&#xa0;; il donne le même résultat pour ces réponses.</translation>
    </message>
    <message>
        <source>Your answers changed: %1.</source>
        <translation>Vos réponses ont changé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The decision model was also updated, from version %1 to %2.</source>
        <translation>Le modèle de décision a également été mis à jour, de la version %1 à la version %2.</translation>
    </message>
    <message>
        <source>Your answers are the same: the difference comes from the decision model, updated from version %1 to %2.</source>
        <translation>Vos réponses sont les mêmes&#xa0;: la différence vient du modèle de décision, mis à jour de la version %1 à la version %2.</translation>
    </message>
    <message>
        <source>Your answers and the decision model are the same; the confidence figure is sampled and varies a little.</source>
        <translation>Vos réponses et le modèle de décision sont les mêmes&#xa0;; le chiffre de confiance est obtenu par échantillonnage et varie légèrement.</translation>
    </message>
    <message>
        <source>Scores then: GPU %1, TPU %2; now: GPU %3, TPU %4.</source>
        <translation>Scores lors de l&apos;enregistrement&#xa0;: GPU %1 et TPU %2&#xa0;; maintenant&#xa0;: GPU %3 et TPU %4.</translation>
    </message>
    <message>
        <source>Saved with Accelerator Advisor %1; this is version %2.</source>
        <translation>Enregistré avec Accelerator Advisor %1&#xa0;; vous utilisez la version %2.</translation>
    </message>
    <message>
        <source>Since the profile was saved</source>
        <translation>Depuis l&apos;enregistrement du profil</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>Number of chips times the accelerator, e.g. &quot;64 × TPU v5p&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>(prices of %1)</source>
        <translation>(prix du %1)</translation>
    </message>
    <message>
        <source>The prices or the sizing have changed. When you saved, the cheapest setup that fits was %1; now it is %2.</source>
        <translation>Les prix ou le dimensionnement ont changé. Lors de l&apos;enregistrement, la configuration la moins chère qui convenait était %1&#xa0;; c&apos;est maintenant %2.</translation>
    </message>
    <message>
        <source>The prices or the sizing have changed. When you saved, no setup that fits had a price; now the cheapest is %1.</source>
        <translation>Les prix ou le dimensionnement ont changé. Lors de l&apos;enregistrement, aucune configuration qui convenait n&apos;avait de prix&#xa0;; la moins chère est maintenant %1.</translation>
    </message>
    <message>
        <source>The prices or the sizing have changed. When you saved, the cheapest setup that fits was %1; now none that fits has a price.</source>
        <translation>Les prix ou le dimensionnement ont changé. Lors de l&apos;enregistrement, la configuration la moins chère qui convenait était %1&#xa0;; désormais, aucune configuration qui convient n&apos;a de prix.</translation>
    </message>
    <message>
        <source>With no deadline set, runs are planned to finish within %1.</source>
        <extracomment>%1 is a duration such as &quot;30 days&quot;.</extracomment>
        <translation>Sans délai fixé, les entraînements sont prévus pour se terminer en %1 au plus.</translation>
    </message>
    <message>
        <source>the fewest chips that fit and finish within %1 (no deadline was set, so %1 is assumed)</source>
        <extracomment>%1 is a duration such as &quot;30 days&quot;.</extracomment>
        <translation>le moins de puces possible pour tenir en mémoire et terminer en %1 au plus (aucun délai n&apos;a été fixé&#xa0;: on suppose %1)</translation>
    </message>
    <message>
        <source>%1, about %2 an hour%3</source>
        <extracomment>A serving configuration and its cost: &quot;4 × L4, about $3.20 an hour&quot;.</extracomment>
        <translation>%1, environ %2 de l&apos;heure%3</translation>
    </message>
    <message>
        <source>%1, about %2 in %3%4</source>
        <extracomment>A training run: &quot;64 × TPU v5p, about $12,300 in 41 hours&quot;.</extracomment>
        <translation>%1, environ %2 en %3%4</translation>
    </message>
    <message>
        <source>Cheapest that fits and meets the load and latency targets: %1</source>
        <translation>Le moins cher qui convient, tient la charge et respecte les objectifs de latence&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cheapest that fits: %1</source>
        <translation>Le moins cher qui convient&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cheapest that fits and finishes within %1 (no deadline set): %2</source>
        <translation>Le moins cher qui convient et termine en %1 au plus (aucun délai fixé)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cheapest that fits and finishes within the deadline of %1: %2</source>
        <translation>Le moins cher qui convient et termine dans le délai de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 Random seed: %2. When another verdict&apos;s share comes within 10 points of the verdict&apos;s own, the verdict is headlined as too close to call.</source>
        <translation>%1 Graine aléatoire&#xa0;: %2. Quand la part d&apos;une autre recommandation arrive à moins de 10 points de celle de la recommandation, le titre indique un résultat trop serré pour trancher.</translation>
    </message>
    <message>
        <source>The decision model was updated from version %1 to %2; the verdict and the confidence are the same.</source>
        <translation>Le modèle de décision a été mis à jour de la version %1 à la version %2&#xa0;; la recommandation et la confiance sont inchangées.</translation>
    </message>
    <message numerus="yes">
        <source>what %1 can serve</source>
        <translation>
            <numerusform>ce que %1 peut servir</numerusform>
            <numerusform>ce que %1 peuvent servir</numerusform>
        </translation>
    </message>
    <message>
        <source>MFU (model-FLOPs utilisation against the BF16 peak) per accelerator, with its range, in the table: calibrated on published end-to-end results and falling with scale; the runs it was fitted on are listed in the accelerator catalogue&apos;s calibration notes.</source>
        <translation>MFU (utilisation des FLOPs du modèle par rapport à la performance de crête BF16) par accélérateur, avec sa plage, dans le tableau&#xa0;: calibrée sur des résultats de bout en bout publiés, elle diminue avec l&apos;échelle&#xa0;; les exécutions de référence figurent dans les notes de calibrage du catalogue des accélérateurs.</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading changed from “%2” to “%3”.</source>
        <translation>Depuis votre enregistrement du %1, le résultat est passé de «&#xa0;%2&#xa0;» à «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading is still “%2”.</source>
        <translation>Depuis votre enregistrement du %1, le résultat est toujours «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading is still “%2”; it held in %3 of plausible cases, now in %4.</source>
        <translation>Depuis votre enregistrement du %1, le résultat est toujours «&#xa0;%2&#xa0;»&#xa0;; il était valable dans %3 des cas plausibles, il l&apos;est maintenant dans %4.</translation>
    </message>
    <message>
        <source>Since you saved on %1, the reading is still “%2”, in %3 of plausible cases as before.</source>
        <translation>Depuis votre enregistrement du %1, le résultat est toujours «&#xa0;%2&#xa0;», valable comme avant dans %3 des cas plausibles.</translation>
    </message>
    <message>
        <source>Holds only if:</source>
        <translation>Valable seulement si&#xa0;:</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Réponses déterminantes&#xa0;:</translation>
    </message>
    <message>
        <source>Rules out %1: %2</source>
        <translation>Exclut le %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>For GPU: %1</source>
        <translation>Pour le GPU&#xa0;: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>For TPU: %1</source>
        <translation>Pour le TPU&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 [source: %2]</source>
        <extracomment>A published run (%1), then where it was published (%2, a link in PDF and HTML), as the assumptions below cite theirs.</extracomment>
        <translation>%1 [source&#xa0;: %2]</translation>
    </message>
    <message>
        <source>Nearest published runs</source>
        <translation>Exécutions publiées les plus proches</translation>
    </message>
    <message>
        <source>For the cheapest set-up that fits, %1 × %2: what similar published runs took, in chip-hours for the same work, and what this model says for each.</source>
        <translation>Pour la configuration la moins chère qui convient, %1 × %2&#xa0;: ce qu&apos;ont nécessité des exécutions publiées similaires, en heures-puce pour le même travail, et ce que l&apos;estimateur prévoit pour chacune.</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <extracomment>After a source&apos;s title in the report: its publisher and date.</extracomment>
        <translation>%1, %2.</translation>
    </message>
    <message>
        <source>importance of %1: %2 → %3</source>
        <extracomment>An importance (weight) that changed since the profile was saved: question, old weight, new weight, e.g. &quot;importance of Main framework: 1.00 → 2.00&quot;.</extracomment>
        <translation>importance de «&#xa0;%1&#xa0;»&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <source>%1 prices, %2</source>
        <extracomment>Where the prices come from: &quot;Google Cloud prices, on demand&quot;.</extracomment>
        <translation>prix %1 %2</translation>
    </message>
    <message>
        <source>mixture of experts of %1 parameters (%2 active)</source>
        <translation>mélange d&apos;experts de %1 paramètres (dont %2 actifs)</translation>
    </message>
    <message>
        <source>model of %1 parameters</source>
        <translation>modèle de %1 paramètres</translation>
    </message>
    <message numerus="yes">
        <source>Serving a %1 at %2 (%3 input and %4 output tokens each) in %5 on %6, with the first token within %7 ms and one token every %8 ms; each accelerator gets %9.</source>
        <extracomment>%4 is the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Inférence d&apos;un %1 à %2 (%3 tokens d&apos;entrée et %4 token de sortie par requête) en %5, aux %6, avec le premier token en moins de %7&#xa0;ms puis un token toutes les %8&#xa0;ms&#xa0;; pour chaque accélérateur&#xa0;: %9.</numerusform>
            <numerusform>Inférence d&apos;un %1 à %2 (%3 tokens d&apos;entrée et %4 tokens de sortie par requête) en %5, aux %6, avec le premier token en moins de %7&#xa0;ms puis un token toutes les %8&#xa0;ms&#xa0;; pour chaque accélérateur&#xa0;: %9.</numerusform>
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
        <translation>%1 — exclut le %2</translation>
    </message>
    <message>
        <source>Every question has an importance between %1 and %2; its contribution is importance × lean. The GPU score adds up the contributions that favour the GPU, the TPU score those that favour the TPU.</source>
        <translation>Chaque question a une importance comprise entre %1 et %2&#xa0;; sa contribution vaut importance × tendance. Le score GPU additionne les contributions qui favorisent le GPU, le score TPU celles qui favorisent le TPU.</translation>
    </message>
    <message>
        <source>The leans and the default importance of each question are judgement calls grounded in the cited sources; adjust the importance in the wizard to match your priorities.</source>
        <translation>Les tendances et les importances par défaut relèvent de l&apos;appréciation, fondée sur les sources citées&#xa0;; ajustez les importances dans l&apos;assistant selon vos priorités.</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Importance</translation>
    </message>
    <message>
        <source>Contribution = importance × lean. Negative numbers favour the GPU, positive numbers the TPU. Numbers in brackets refer to the list of sources at the end.</source>
        <translation>Contribution = importance × tendance. Les nombres négatifs favorisent le GPU, les positifs le TPU. Les nombres entre crochets renvoient à la liste des sources en fin de document.</translation>
    </message>
    <message>
        <source>Each bar is the answer&apos;s lean (from −1, strongly GPU, to +1, strongly TPU) times the question&apos;s importance. Bars left of zero favour the GPU, bars right of zero the TPU. Rows marked [blocker] switch a platform off entirely.</source>
        <translation>Chaque barre correspond à la tendance de la réponse (de −1, fortement GPU, à +1, fortement TPU) multipliée par l&apos;importance de la question. Les barres à gauche de zéro favorisent le GPU, celles à droite le TPU. Les lignes marquées [bloquant] excluent entièrement une plateforme.</translation>
    </message>
    <message>
        <source>Prices per chip-hour in the table, where they came from (with their date and age) below it; costs exclude storage, network and idle time.</source>
        <translation>Prix par heure-puce dans le tableau, leur provenance (avec leur date et leur ancienneté) sous celui-ci&#xa0;; les coûts excluent le stockage, le réseau et le temps d&apos;inactivité.</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>%1, see notes</source>
        <extracomment>A row&apos;s status when the notes below the table say more about it: &quot;available, see notes&quot;.</extracomment>
        <translation>%1, voir les remarques</translation>
    </message>
    <message>
        <source>does not fit: needs %1</source>
        <extracomment>Status of a set-up too big for its chips&apos; memory; %1 is a count such as &quot;16 chips&quot;.</extracomment>
        <translation>ne tient pas en mémoire&#xa0;: il faut %1</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>dépasse le délai</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>An MFU the user typed in Step 7&apos;s table: &quot;45% (yours)&quot;.</extracomment>
        <translation>%1 (la vôtre)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>misses the latency targets</source>
        <translation>objectifs de latence non atteints</translation>
    </message>
    <message>
        <source>below the load</source>
        <translation>en deçà de la charge</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>%1 tokens/s; %2 per user; first token %3 ms</source>
        <translation>%1 tokens/s&#xa0;; %2 par utilisateur&#xa0;; premier token %3&#xa0;ms</translation>
    </message>
    <message>
        <source>Prices per chip-hour: %1, unless the table gives another source.</source>
        <extracomment>Below the sizing table; %1 is where most prices come from, with their date and age (&quot;bundled catalogue, 11/24/2026 (5 days old)&quot;).</extracomment>
        <translation>Prix par heure-puce&#xa0;: %1, sauf autre source indiquée dans le tableau.</translation>
    </message>
    <message>
        <source>Prices per chip-hour: %1.</source>
        <translation>Prix par heure-puce&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Unavailable: %1. %2</source>
        <extracomment>Below the sizing table: the accelerators (%1, a list) and why they are unavailable (%2, a sentence of its own: &quot;Not sold on AWS.&quot;).</extracomment>
        <translation>
            <numerusform>Indisponible&#xa0;: %1. %2</numerusform>
            <numerusform>Indisponibles&#xa0;: %1. %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Accélérateur</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Puces</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>En mémoire</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>$ per chip-hour</source>
        <translation>$ par heure-puce</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Source du prix</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Chips (replicas × chips)</source>
        <translation>Puces (réplicas&#xa0;× puces)</translation>
    </message>
    <message>
        <source>Output speed</source>
        <translation>Vitesse de sortie</translation>
    </message>
    <message>
        <source>Cost per M output tokens</source>
        <translation>Coût par million de tokens de sortie</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Coût par heure</translation>
    </message>
    <message>
        <source>unavailable</source>
        <extracomment>The status of an accelerator that cannot be used; the reason is given below the table.</extracomment>
        <translation>indisponible</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Cannot print the report: %1</source>
        <translation>Impossible d&apos;imprimer le rapport&#xa0;: %1</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Aperçu avant impression — %1</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Imprimer le rapport</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>unknown report format</source>
        <translation>format de rapport inconnu</translation>
    </message>
    <message>
        <source>wrote %1, but %2; export the report again.</source>
        <translation>%1 a été écrit, mais %2&#xa0;; exportez à nouveau le rapport.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose a file name.</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2&#xa0;; choisissez un nom de fichier.</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist; nothing was written. Choose another folder, or create this one first.</source>
        <translation>impossible d&apos;écrire %1&#xa0;: le dossier %2 n&apos;existe pas&#xa0;; rien n&apos;a été écrit. Choisissez un autre dossier, ou créez d&apos;abord celui-ci.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; the file already there was not changed. Choose another place, or free some space.</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2&#xa0;; le fichier déjà présent est resté inchangé. Choisissez un autre emplacement, ou libérez de l&apos;espace.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; the file already there was not changed. Choose another folder, or check that this one can be written to.</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2&#xa0;; le fichier déjà présent est resté inchangé. Choisissez un autre dossier, ou vérifiez que celui-ci est accessible en écriture.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; nothing was written. Choose another place, or free some space.</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2&#xa0;; rien n&apos;a été écrit. Choisissez un autre emplacement, ou libérez de l&apos;espace.</translation>
    </message>
    <message>
        <source>cannot write %1: %2; nothing was written. Choose another folder, or check that this one can be written to.</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2&#xa0;; rien n&apos;a été écrit. Choisissez un autre dossier, ou vérifiez que celui-ci est accessible en écriture.</translation>
    </message>
</context>
<context>
    <name>ReportPages</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>cannot start drawing on the output device</source>
        <translation>impossible de commencer à dessiner sur le périphérique de sortie</translation>
    </message>
    <message>
        <source>cannot start page %1</source>
        <translation>impossible de commencer la page %1</translation>
    </message>
    <message>
        <source>cannot finish the document</source>
        <translation>impossible de terminer le document</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>leans strongly to GPU</source>
        <translation>forte tendance vers le GPU</translation>
    </message>
    <message>
        <source>leans strongly to TPU</source>
        <translation>forte tendance vers le TPU</translation>
    </message>
    <message>
        <source>leans to GPU</source>
        <translation>tendance vers le GPU</translation>
    </message>
    <message>
        <source>leans to TPU</source>
        <translation>tendance vers le TPU</translation>
    </message>
    <message>
        <source>leans slightly to GPU</source>
        <translation>légère tendance vers le GPU</translation>
    </message>
    <message>
        <source>leans slightly to TPU</source>
        <translation>légère tendance vers le TPU</translation>
    </message>
    <message>
        <source>favours GPU</source>
        <translation>favorise le GPU</translation>
    </message>
    <message>
        <source>favours TPU</source>
        <translation>favorise le TPU</translation>
    </message>
    <message>
        <source>Weighted score: GPU %1, TPU %2, margin %3 (TPU minus GPU).</source>
        <translation>Score pondéré&#xa0;: GPU %1&#xa0;; TPU %2&#xa0;; écart %3 (TPU moins GPU).</translation>
    </message>
    <message>
        <source>%1 unavailable. %2</source>
        <translation>%1 indisponible. %2</translation>
    </message>
    <message>
        <source>%1: “%2” instead of “%3” gives %4</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» au lieu de «&#xa0;%3&#xa0;» donne %4</translation>
    </message>
    <message>
        <source>rules out TPUs</source>
        <translation>exclut les TPU</translation>
    </message>
    <message>
        <source>%1: on its own, its answer can change the verdict</source>
        <translation>%1&#xa0;: sa réponse peut à elle seule changer la recommandation</translation>
    </message>
    <message>
        <source>%1: on its own, no answer changes the verdict</source>
        <translation>%1&#xa0;: aucune réponse ne change à elle seule la recommandation</translation>
    </message>
</context>
<context>
    <name>SafeFileWrite</name>
    <message>
        <source>it was written, but could not be read back to check it: %1</source>
        <translation>le fichier a été écrit, mais n&apos;a pas pu être relu pour vérification&#xa0;: %1</translation>
    </message>
    <message>
        <source>it was written, but reading it back gave different content (%1 bytes instead of %2); the disk or another program may have changed it</source>
        <translation>le fichier a été écrit, mais sa relecture a donné un contenu différent (%1 octets au lieu de %2)&#xa0;; le disque ou un autre programme l&apos;a peut-être modifié</translation>
    </message>
    <message>
        <source>it is a directory, not a file</source>
        <translation>il s&apos;agit d&apos;un dossier, pas d&apos;un fichier</translation>
    </message>
    <message>
        <source>it is a pipe or socket, not a file that can be replaced</source>
        <translation>il s&apos;agit d&apos;un tube ou d&apos;un socket, pas d&apos;un fichier remplaçable</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of %2 bytes reached the disk (is it full, or is there a file size limit?)</source>
        <translation>
            <numerusform>seuls %1 octets sur %2 ont été écrits sur le disque (est-il plein, ou la taille des fichiers est-elle limitée&#xa0;?)</numerusform>
            <numerusform>seuls %1 octets sur %2 ont été écrits sur le disque (est-il plein, ou la taille des fichiers est-elle limitée&#xa0;?)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionSecretStore</name>
    <message>
        <source>memory, for this session only</source>
        <translation>mémoire, pour cette session uniquement</translation>
    </message>
    <message>
        <source>No key for this session.</source>
        <translation>Aucune clé pour cette session.</translation>
    </message>
</context>
<context>
    <name>SizingDataText</name>
    <message>
        <source>secondary</source>
        <translation>source secondaire</translation>
    </message>
    <message>
        <source>NVIDIA / secondary</source>
        <translation>NVIDIA / source secondaire</translation>
    </message>
    <message>
        <source>Google Cloud blog</source>
        <translation>Blog Google Cloud</translation>
    </message>
    <message>
        <source>SkyPilot (public catalogue)</source>
        <translation>SkyPilot (catalogue public)</translation>
    </message>
    <message>
        <source>dstack (public output)</source>
        <translation>dstack (sortie publiée)</translation>
    </message>
    <message>
        <source>NVIDIA (NVIDIA-NeMo/Megatron-Bridge, docs/performance-summary.md at df0289c)</source>
        <translation>NVIDIA (NVIDIA-NeMo/Megatron-Bridge, docs/performance-summary.md à la révision df0289c)</translation>
    </message>
    <message>
        <source>ewyluda/gpu-price-index (public, commit ab49c80)</source>
        <translation>ewyluda/gpu-price-index (dépôt public, révision ab49c80)</translation>
    </message>
    <message>
        <source>Microsoft Azure, via a public term-price catalogue</source>
        <translation>Microsoft Azure, par un catalogue public des prix d&apos;engagement</translation>
    </message>
    <message>
        <source>Amazon Web Services, via a public term-price catalogue</source>
        <translation>Amazon Web Services, par un catalogue public des prix d&apos;engagement</translation>
    </message>
    <message>
        <source>Google Cloud, via a public term-price catalogue</source>
        <translation>Google Cloud, par un catalogue public des prix d&apos;engagement</translation>
    </message>
    <message>
        <source>Vantage, snapshot in tsaol/aws-gpu (commit 2d0108c)</source>
        <translation>Vantage, instantané dans tsaol/aws-gpu (révision 2d0108c)</translation>
    </message>
    <message>
        <source>jwilliamross/compute-curve (public)</source>
        <translation>jwilliamross/compute-curve (dépôt public)</translation>
    </message>
    <message>
        <source>wayneornn/public-pricing (commit 305b3f1)</source>
        <translation>wayneornn/public-pricing (révision 305b3f1)</translation>
    </message>
    <message>
        <source>Google Cloud, via a public pricing table</source>
        <translation>Google Cloud, par une table de prix publique</translation>
    </message>
    <message>
        <source>MLCommons / NVIDIA blog / EE Times</source>
        <translation>MLCommons / blog NVIDIA / EE Times</translation>
    </message>
    <message>
        <source>MLCommons / NVIDIA blog</source>
        <translation>MLCommons / blog NVIDIA</translation>
    </message>
    <message>
        <source>Nils Knieling (Cyclenerd/google-cloud-pricing-cost-calculator, commit fd66b26)</source>
        <translation>Nils Knieling (Cyclenerd/google-cloud-pricing-cost-calculator, révision fd66b26)</translation>
    </message>
    <message>
        <source>tgarg01/silybench-data (public)</source>
        <translation>tgarg01/silybench-data (dépôt public)</translation>
    </message>
    <message>
        <source>datareceipts/data-receipts (public)</source>
        <translation>datareceipts/data-receipts (dépôt public)</translation>
    </message>
    <message>
        <source>vLLM project</source>
        <translation>projet vLLM</translation>
    </message>
    <message>
        <source>No FP8: FP8 runs at the BF16 rate. 400 W.</source>
        <translation>Pas de FP8&#xa0;: le FP8 tourne au débit du BF16. 400 W.</translation>
    </message>
    <message>
        <source>NVLink 4; 700 W.</source>
        <translation>NVLink 4&#xa0;; 700 W de consommation.</translation>
    </message>
    <message>
        <source>Same compute as H100 (secondary); more and faster memory. Training MFU assumed equal to H100&apos;s (no published H200 BF16 run found).</source>
        <translation>Même puissance de calcul que le H100 (source secondaire)&#xa0;; mémoire plus grande et plus rapide. MFU d&apos;entraînement supposée égale à celle du H100 (aucun entraînement BF16 publié sur H200 trouvé).</translation>
    </message>
    <message>
        <source>NVLink 5; 1,000 W. Dense training MFU as H100&apos;s (Megatron-Bridge 25.11 Llama 3 FP8 runs on B200 agree within 1.3x); mixtures of experts reach a smaller share of this chip&apos;s higher peak.</source>
        <translation>NVLink 5&#xa0;; 1&#x202f;000 W. MFU d&apos;entraînement dense égale à celle du H100 (les entraînements FP8 de Llama 3 avec Megatron-Bridge 25.11 sur B200 concordent à un facteur 1,3 près)&#xa0;; la performance de crête de cette puce étant plus élevée, les mélanges d&apos;experts en atteignent une part plus faible.</translation>
    </message>
    <message>
        <source>PCIe inference card, 72 W; no NVLink, so multi-chip training scales poorly.</source>
        <translation>Carte d&apos;inférence PCIe, 72 W&#xa0;; sans NVLink, l&apos;entraînement sur plusieurs puces passe mal à l&apos;échelle.</translation>
    </message>
    <message>
        <source>32 GiB HBM2 (34.4 GB).</source>
        <translation>32 Gio de HBM2 (34,4 Go).</translation>
    </message>
    <message>
        <source>Cost-efficient TPU; INT8 for inference.</source>
        <translation>TPU économique&#xa0;; INT8 pour l&apos;inférence.</translation>
    </message>
    <message>
        <source>No FP8 speed-up.</source>
        <translation>Pas d&apos;accélération en FP8.</translation>
    </message>
    <message>
        <source>Trillium.</source>
        <translation>Génération Trillium.</translation>
    </message>
    <message>
        <source>192 GiB HBM3e (206.2 GB); bandwidth about 7.3 TB/s (secondary); runs JAX and PyTorch, not TensorFlow. MFU assumed equal to v6e&apos;s. No published price found (looked 2026-11-24).</source>
        <translation>192 Gio de HBM3e (206,2 Go)&#xa0;; bande passante d&apos;environ 7,3 To/s (source secondaire)&#xa0;; exécute JAX et PyTorch, pas TensorFlow. MFU supposée égale à celle de la v6e. Aucun prix publié trouvé (recherche du 24/11/2026).</translation>
    </message>
    <message>
        <source>Accelerator Advisor assumption where no public end-to-end figure was found (the sizing calibration notes list what the curves were fitted on)</source>
        <translation>Hypothèse d&apos;Accelerator Advisor, faute de chiffre public de bout en bout (les notes de calibrage du dimensionnement indiquent sur quoi les courbes ont été ajustées)</translation>
    </message>
    <message>
        <source>NVIDIA, via a public transcription</source>
        <translation>NVIDIA, par une transcription publique</translation>
    </message>
    <message>
        <source>NVIDIA, via public transcriptions</source>
        <translation>NVIDIA, par des transcriptions publiques</translation>
    </message>
    <message>
        <source>Google Cloud, via a public copy</source>
        <translation>Google Cloud, par une copie publique</translation>
    </message>
    <message>
        <source>third party (reseller), via a public transcription</source>
        <translation>tiers (revendeur), par une transcription publique</translation>
    </message>
    <message>
        <source>Philisun (vendor blog, secondary)</source>
        <translation>Philisun (blog de fournisseur, source secondaire)</translation>
    </message>
    <message>
        <source>AMD, via public research notes</source>
        <translation>AMD, par des notes de recherche publiques</translation>
    </message>
    <message>
        <source>AMD, via a public pricing reference</source>
        <translation>AMD, par une référence de prix publique</translation>
    </message>
    <message>
        <source>PyTorch / AMD ROCm docs, via public research notes</source>
        <translation>Documentation PyTorch / AMD ROCm, par des notes de recherche publiques</translation>
    </message>
    <message>
        <source>public research file (aggregating AWS, Azure, GCP, OCI, Vantage)</source>
        <translation>fichier de recherche public (agrégeant AWS, Azure, GCP, OCI, Vantage)</translation>
    </message>
    <message>
        <source>public research file (Azure Retail Prices API, OCI price list API)</source>
        <translation>fichier de recherche public (Azure Retail Prices API, API de liste de prix d&apos;OCI)</translation>
    </message>
    <message>
        <source>public code, about the Cloud Billing Catalog API</source>
        <translation>code public, portant sur la Cloud Billing Catalog API</translation>
    </message>
    <message>
        <source>One GPU of a GB200 NVL72 rack: 72 GPUs in one NVLink domain, Grace (Arm) hosts, so containers must be arm64. Figures are dense (NVIDIA prints sparse). Google Cloud rents it by reservation only, with no public price.</source>
        <translation>Un GPU d&apos;un rack GB200 NVL72&#xa0;: 72 GPU dans un même domaine NVLink, hôtes Grace (Arm), les conteneurs doivent donc être en arm64. Chiffres en calcul dense (NVIDIA publie ceux du calcul creux). Google Cloud ne le loue que sur réservation, sans prix public.</translation>
    </message>
    <message>
        <source>One Blackwell Ultra GPU of a GB300 NVL72 rack: 72 GPUs in one NVLink domain, Grace (Arm) hosts. BF16 and FP8 as GB200; FP4 1.5 times higher. Google Cloud and Azure rent it by reservation only, with no public price.</source>
        <translation>Un GPU Blackwell Ultra d&apos;un rack GB300 NVL72&#xa0;: 72 GPU dans un même domaine NVLink, hôtes Grace (Arm). BF16 et FP8 identiques au GB200&#xa0;; FP4 1,5 fois plus élevé. Google Cloud et Azure ne le louent que sur réservation, sans prix public.</translation>
    </message>
    <message>
        <source>HGX B300: eight Blackwell Ultra GPUs per NVLink domain; BF16 and FP8 as B200, FP4 1.5 times higher, 270 GB of memory.</source>
        <translation>HGX B300&#xa0;: huit GPU Blackwell Ultra par domaine NVLink&#xa0;; BF16 et FP8 identiques au B200, FP4 1,5 fois plus élevé, 270 Go de mémoire.</translation>
    </message>
    <message>
        <source>H100 for the Chinese market: same compute, NVLink cut to 400 GB/s. No NVIDIA datasheet: the figures are third-party and FP8 assumes H100 parity. Not rented by the big clouds.</source>
        <translation>H100 destiné au marché chinois&#xa0;: même puissance de calcul, NVLink réduit à 400 Go/s. Pas de fiche technique NVIDIA&#xa0;: les chiffres proviennent de tiers et le FP8 est supposé identique à celui du H100. Non proposé à la location par les grands fournisseurs de cloud.</translation>
    </message>
    <message>
        <source>Same compute as the A100 80GB (no FP8: FP8 runs at the BF16 rate), with 40 GB at 1,555 GB/s; 400 W.</source>
        <translation>Même puissance de calcul que l&apos;A100 80GB (pas de FP8&#xa0;: le FP8 tourne au débit du BF16), avec 40 Go à 1&#x202f;555 Go/s&#xa0;; 400 W.</translation>
    </message>
    <message>
        <source>ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels and CUDA-only libraries must be ported to HIP first, as code is ported to XLA for TPUs; budget that work like a TPU migration. 750 W; no FP4. Training MFU fitted on MLPerf LoRA runs, below NVIDIA&apos;s.</source>
        <translation>ROCm, pas CUDA&#xa0;: PyTorch, JAX et TensorFlow fonctionnent sans modification, mais les kernels CUDA et les bibliothèques exclusivement CUDA doivent d&apos;abord être portés vers HIP, comme le code est porté vers XLA pour les TPU&#xa0;; prévoyez pour ce travail le même effort qu&apos;une migration vers TPU. 750 W&#xa0;; pas de FP4. MFU d&apos;entraînement ajustée sur des exécutions LoRA de MLPerf, inférieure à celle des GPU NVIDIA.</translation>
    </message>
    <message>
        <source>ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels and CUDA-only libraries must be ported to HIP first, as code is ported to XLA for TPUs; budget that work like a TPU migration. MI300X compute with 256 GB at 6 TB/s; 1,000 W; no FP4. No big-cloud offer found.</source>
        <translation>ROCm, pas CUDA&#xa0;: PyTorch, JAX et TensorFlow fonctionnent sans modification, mais les kernels CUDA et les bibliothèques exclusivement CUDA doivent d&apos;abord être portés vers HIP, comme le code est porté vers XLA pour les TPU&#xa0;; prévoyez pour ce travail le même effort qu&apos;une migration vers TPU. Puissance de calcul du MI300X avec 256 Go à 6 To/s&#xa0;; 1&#x202f;000 W&#xa0;; pas de FP4. Aucune offre trouvée chez les grands fournisseurs de cloud.</translation>
    </message>
    <message>
        <source>ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but CUDA kernels and CUDA-only libraries must be ported to HIP first, as code is ported to XLA for TPUs; budget that work like a TPU migration. 288 GB at 8 TB/s, FP4 (MXFP4), 1,400 W, liquid cooled. No big-cloud offer found.</source>
        <translation>ROCm, pas CUDA&#xa0;: PyTorch, JAX et TensorFlow fonctionnent sans modification, mais les kernels CUDA et les bibliothèques exclusivement CUDA doivent d&apos;abord être portés vers HIP, comme le code est porté vers XLA pour les TPU&#xa0;; prévoyez pour ce travail le même effort qu&apos;une migration vers TPU. 288 Go à 8 To/s, FP4 (MXFP4), 1&#x202f;400 W, refroidissement liquide. Aucune offre trouvée chez les grands fournisseurs de cloud.</translation>
    </message>
</context>
<context>
    <name>SizingInputs</name>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>&amp;Work:</source>
        <translation>&amp;Travail&#xa0;:</translation>
    </message>
    <message>
        <source>Train a model, or serve one to users.</source>
        <translation>Entraîner un modèle, ou en servir un à des utilisateurs.</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>Architecture&#xa0;:</translation>
    </message>
    <message>
        <source>A known model sets the depth and KV heads that size the KV cache and the activations; otherwise they follow from the parameter count.</source>
        <translation>Un modèle connu fixe la profondeur et les têtes KV qui déterminent la taille du cache KV et des activations&#xa0;; sinon, elles découlent du nombre de paramètres.</translation>
    </message>
    <message>
        <source>Model &amp;size:</source>
        <translation>Taille du &amp;modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Total parameters in billions (at least 0.001, i.e. one million): 7 for a 7B model. Memory follows from this.</source>
        <translation>Nombre total de paramètres en milliards (au moins 0,001, soit un million)&#xa0;: 7 pour un modèle 7B. La mémoire en découle.</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> Md de paramètres</translation>
    </message>
    <message>
        <source>Active per token:</source>
        <translation>Actifs par token&#xa0;:</translation>
    </message>
    <message>
        <source>Mixture of experts: parameters each token uses (37 for DeepSeek-V3). Compute follows from this; 0 means a dense model.</source>
        <translation>Mélange d&apos;experts&#xa0;: paramètres utilisés par chaque token (37 pour DeepSeek-V3). Le calcul en découle&#xa0;; 0 signifie un modèle dense.</translation>
    </message>
    <message>
        <source>all (dense model)</source>
        <translation>tous (modèle dense)</translation>
    </message>
    <message>
        <source> B active</source>
        <translation> Md actifs</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Méthode&#xa0;:</translation>
    </message>
    <message>
        <source>LoRA freezes the weights: about 2/3 of the compute and no optimiser state for them.</source>
        <translation>LoRA gèle les poids&#xa0;: environ 2/3 du calcul et aucun état d&apos;optimiseur pour ceux-ci.</translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation>T&amp;okens d&apos;entraînement&#xa0;:</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> Md de tokens</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Longueur de séquence&#xa0;:</translation>
    </message>
    <message>
        <source>Tokens per training sequence: sets the activation memory.</source>
        <translation>Tokens par séquence d&apos;entraînement&#xa0;: détermine la mémoire des activations.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Délai&#xa0;:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>Re&amp;quest load:</source>
        <translation>C&amp;harge de requêtes&#xa0;:</translation>
    </message>
    <message>
        <source>Requests per second at peak.</source>
        <translation>Requêtes par seconde au pic de charge.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requêtes/s</translation>
    </message>
    <message>
        <source>Input tokens per request:</source>
        <translation>Tokens d&apos;entrée par requête&#xa0;:</translation>
    </message>
    <message>
        <source>Prompt length: prefill is bound by compute.</source>
        <translation>Longueur du prompt&#xa0;: le prefill est limité par le calcul.</translation>
    </message>
    <message>
        <source>Output tokens per request:</source>
        <translation>Tokens de sortie par requête&#xa0;:</translation>
    </message>
    <message>
        <source>Answer length: decoding is bound by memory bandwidth.</source>
        <translation>Longueur de la réponse&#xa0;: le décodage est limité par la bande passante mémoire.</translation>
    </message>
    <message>
        <source>First token within:</source>
        <translation>Délai du premier token&#xa0;:</translation>
    </message>
    <message>
        <source>Time-to-first-token target: how long a user waits before the answer starts.</source>
        <translation>Délai cible avant le premier token&#xa0;: le temps qu&apos;un utilisateur attend avant le début de la réponse.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Then one token every:</source>
        <translation>Délai entre deux tokens&#xa0;:</translation>
    </message>
    <message>
        <source>Time-per-output-token target: 50 ms is 20 tokens per second per user. Bigger batches are cheaper and slower.</source>
        <translation>Délai cible par token de sortie&#xa0;: 50 ms correspondent à 20 tokens par seconde et par utilisateur. Des batchs plus grands sont moins chers et plus lents.</translation>
    </message>
    <message>
        <source>C&amp;hips:</source>
        <translation>Nom&amp;bre de puces&#xa0;:</translation>
    </message>
    <message>
        <source>0: the chips the load needs. A number: what that many chips can serve.</source>
        <translation>0&#xa0;: les puces nécessaires à la charge. Un nombre&#xa0;: ce que ce nombre de puces peut servir.</translation>
    </message>
    <message>
        <source>as many as the load needs</source>
        <translation>autant que la charge l&apos;exige</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> puces</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>Pré&amp;cision&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>&amp;Fournisseur&#xa0;:</translation>
    </message>
    <message>
        <source>Where the chips are rented or owned; TPUs exist only on Google Cloud.</source>
        <translation>Où les puces sont louées ou achetées&#xa0;; les TPU n&apos;existent que sur Google Cloud.</translation>
    </message>
    <message>
        <source>Pricing &amp;mode:</source>
        <translation>Mode de t&amp;arification&#xa0;:</translation>
    </message>
    <message>
        <source>On-demand, committed, spot and capacity blocks can differ by 2-5x.</source>
        <translation>Les prix à la demande, avec engagement, spot et par bloc de capacité peuvent varier d&apos;un facteur 2 à 5.</translation>
    </message>
    <message>
        <source>Tokens in billions. Until you type your own, pre-training takes 20 per parameter (compute-optimal, Chinchilla) and follows the model size, as on the command line; recent models train on far more, fine-tunes on far fewer.</source>
        <translation>Tokens en milliards. Tant que vous ne saisissez pas votre propre valeur, le pré-entraînement en compte 20 par paramètre (optimum de calcul, Chinchilla) et suit la taille du modèle, comme en ligne de commande&#xa0;; les modèles récents s&apos;entraînent sur bien plus, les fine-tunings sur bien moins.</translation>
    </message>
    <message>
        <source>If you know them (optional):</source>
        <translation>Si vous les connaissez (facultatif)&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;xperts:</source>
        <translation>&amp;Experts&#xa0;:</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts per layer (256 for DeepSeek-V3). With experts per token, it sets the share of the experts a batch reads and, on TPUs, the cost of many small experts. Used only with active parameters set.</source>
        <translation>Mélange d&apos;experts&#xa0;: experts routés par couche (256 pour DeepSeek-V3). Combinée au nombre d&apos;experts par token, cette valeur détermine la part des experts lue par un batch et, sur TPU, le coût de nombreux petits experts. Ne sert que si les paramètres actifs sont renseignés.</translation>
    </message>
    <message>
        <source> experts</source>
        <translation> experts</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>Experts par token&#xa0;:</translation>
    </message>
    <message>
        <source>Mixture of experts: routed experts each token visits (8 for DeepSeek-V3). Sets the all-to-all traffic in training and the experts each token reads in serving. Used only with active parameters set.</source>
        <translation>Mélange d&apos;experts&#xa0;: experts routés par lesquels passe chaque token (8 pour DeepSeek-V3). Détermine le trafic all-to-all à l&apos;entraînement et les experts que lit chaque token en inférence. Ne sert que si les paramètres actifs sont renseignés.</translation>
    </message>
    <message>
        <source> per token</source>
        <translation> par token</translation>
    </message>
    <message>
        <source>State bytes per parameter:</source>
        <translation>Octets d&apos;état par paramètre&#xa0;:</translation>
    </message>
    <message>
        <source>Training memory per parameter for the weights, gradients and optimiser state, sharded over the chips. Mixed precision with Adam takes about 16 bytes on GPUs and 12 on TPUs; LoRA about 2.2. Change it for another optimiser or sharding.</source>
        <translation>Mémoire d&apos;entraînement par paramètre pour les poids, les gradients et l&apos;état de l&apos;optimiseur, partitionnée sur les puces. La précision mixte avec Adam en demande environ 16 octets sur GPU et 12 sur TPU&#xa0;; LoRA environ 2,2. Modifiez-la pour un autre optimiseur ou un autre partitionnement.</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> octets</translation>
    </message>
    <message>
        <source>&amp;Goodput:</source>
        <translation>&amp;Goodput&#xa0;:</translation>
    </message>
    <message>
        <source>Share of a run&apos;s hours spent training; the rest goes to restarts after failures and to checkpoints. Small runs on reliable chips come close to all of it.</source>
        <translation>Part des heures d&apos;un entraînement réellement consacrée au calcul&#xa0;; le reste part en redémarrages après incident et en points de reprise. Les petits entraînements sur des puces fiables en approchent la totalité.</translation>
    </message>
    <message>
        <source>%</source>
        <extracomment>A percent sign after a share, as the language writes it: &quot; %&quot; in French and German.</extracomment>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <source>Chips per replica:</source>
        <translation>Puces par réplica&#xa0;:</translation>
    </message>
    <message>
        <source>Chips that hold one copy of the model. 0: the size that serves the load at the lowest cost among those that fit. A number: every replica has this many chips.</source>
        <translation>Puces qui contiennent une copie du modèle. 0&#xa0;: parmi les tailles qui tiennent en mémoire, celle qui sert la charge au moindre coût. Un nombre&#xa0;: chaque réplica compte ce nombre de puces.</translation>
    </message>
    <message>
        <source>&amp;KV-cache precision:</source>
        <translation>Précision du cache &amp;KV&#xa0;:</translation>
    </message>
    <message>
        <source>The number format of the KV cache. A smaller one fits more sequences in memory and reads faster; as the weights by default (FP8 when the weights are FP4).</source>
        <translation>Le format numérique du cache KV. Avec un format plus petit, plus de séquences tiennent en mémoire et la lecture est plus rapide&#xa0;; par défaut, celui des poids (FP8 quand les poids sont en FP4).</translation>
    </message>
    <message>
        <source>Headroom:</source>
        <translation>Marge&#xa0;:</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s measured capacity the plan uses, leaving the rest for bursts and queueing. Lower is safer and costs more chips.</source>
        <translation>Part de la capacité mesurée d&apos;un réplica qu&apos;utilise le plan, le reste étant laissé aux pics de charge et aux files d&apos;attente. Une valeur plus basse est plus sûre et coûte plus de puces.</translation>
    </message>
    <message>
        <source>FP8 doubles peak compute on H100, H200, Blackwell, L4, MI300X and TPU7x; about 1.5x shows end to end. FP4 raises it again, two to three times, on Blackwell and MI355X. Serving in FP8 or FP4 also shrinks the weights and the KV cache.</source>
        <translation>Le FP8 double la performance de crête sur H100, H200, Blackwell, L4, MI300X et TPU7x&#xa0;; de bout en bout, le gain est d&apos;environ ×1,5. Le FP4 la multiplie encore par deux à trois sur Blackwell et MI355X. En inférence, le FP8 ou le FP4 réduit aussi la taille des poids et du cache KV.</translation>
    </message>
</context>
<context>
    <name>SizingLimits</name>
    <message>
        <source>%1 must be a whole number from %2 to %3; got %4.</source>
        <translation>%1 doit être un nombre entier de %2 à %3&#xa0;; valeur reçue&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3; got %4.</source>
        <translation>%1 doit être un nombre de %2 à %3&#xa0;; valeur reçue&#xa0;: %4.</translation>
    </message>
</context>
<context>
    <name>SizingPlan</name>
    <message>
        <source>Blocked by your answers.</source>
        <translation>Exclu par vos réponses.</translation>
    </message>
    <message>
        <source>Does not run your framework (%1).</source>
        <translation>Ne prend pas en charge votre framework (%1).</translation>
    </message>
    <message>
        <source>Not sold on %1.</source>
        <translation>Non proposé sur %1.</translation>
    </message>
    <message>
        <source>%1 runs ROCm, not CUDA: your CUDA or Triton kernels must be ported to HIP and tested first (HIPIFY converts part of the code; Triton has a ROCm back end), as code is ported to XLA for TPUs.</source>
        <translation>%1 utilise ROCm, pas CUDA&#xa0;: vos kernels CUDA ou Triton doivent d&apos;abord être portés vers HIP et testés (HIPIFY convertit une partie du code&#xa0;; Triton dispose d&apos;un backend ROCm), comme le code est porté vers XLA pour les TPU.</translation>
    </message>
    <message>
        <source>%1 runs ROCm, not CUDA: PyTorch, JAX and TensorFlow run unchanged, but any CUDA kernel or CUDA-only library must be ported to HIP first.</source>
        <translation>%1 utilise ROCm, pas CUDA&#xa0;: PyTorch, JAX et TensorFlow fonctionnent sans modification, mais tout kernel CUDA ou toute bibliothèque exclusivement CUDA doit d&apos;abord être porté vers HIP.</translation>
    </message>
</context>
<context>
    <name>SizingText</name>
    <message>
        <source>date unknown</source>
        <translation>date inconnue</translation>
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
        <translation>%1&#xa0;: %2 heures-puce publiées pour %3&#xa0;; d&apos;après l&apos;estimateur, cette configuration ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>%1: published %2 chip-hours for %3, this model %4</source>
        <extracomment>A published run beside the estimate for it: &quot;Llama 3 70B on 64 x NVIDIA H100 SXM 80GB, FP8: published 1,230 chip-hours for 1B training tokens, this model 1,180&quot;.</extracomment>
        <translation>%1&#xa0;: %2 heures-puce publiées pour %3, %4 d&apos;après l&apos;estimateur</translation>
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
        <translation>%1 (par défaut)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
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
        <translation>Sur site</translation>
    </message>
    <message>
        <source>Other provider</source>
        <translation>Autre fournisseur</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Engagement d&apos;un an</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Engagement de 3 ans</translation>
    </message>
    <message>
        <source>Spot / preemptible</source>
        <translation>Spot / préemptible</translation>
    </message>
    <message>
        <source>Capacity block</source>
        <translation>Bloc de capacité</translation>
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
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>Inférence (en production)</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>Pré-entraînement</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>pré-entraînement</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Fine-tuning complet</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>fine-tuning complet</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>Fine-tuning LoRA</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>with a 1-year commitment</source>
        <translation>avec un engagement d&apos;un an</translation>
    </message>
    <message>
        <source>with a 3-year commitment</source>
        <translation>avec un engagement de 3 ans</translation>
    </message>
    <message>
        <source>spot / preemptible</source>
        <translation>spot / préemptible</translation>
    </message>
    <message>
        <source>in a capacity block</source>
        <translation>en bloc de capacité</translation>
    </message>
</context>
<context>
    <name>TextSummary</name>
    <message>
        <source>favours GPU</source>
        <translation>favorise le GPU</translation>
    </message>
    <message>
        <source>favours TPU</source>
        <translation>favorise le TPU</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>(unnamed profile)</source>
        <translation>(profil sans nom)</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Recommandation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Pourquoi&#xa0;: %1</translation>
    </message>
    <message>
        <source>Split of work:</source>
        <translation>Répartition du travail&#xa0;:</translation>
    </message>
    <message>
        <source>Blockers:</source>
        <translation>Critères bloquants&#xa0;:</translation>
    </message>
    <message>
        <source>%1 unavailable. %2</source>
        <translation>%1 indisponible. %2</translation>
    </message>
    <message>
        <source>Top factors:</source>
        <translation>Principaux facteurs&#xa0;:</translation>
    </message>
    <message>
        <source>What would change the verdict:</source>
        <translation>Ce qui changerait la recommandation&#xa0;:</translation>
    </message>
    <message>
        <source>no single answer change alters it.</source>
        <translation>aucun changement de réponse isolé ne la modifie.</translation>
    </message>
    <message>
        <source>Holds only if:</source>
        <translation>Valable seulement si&#xa0;:</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>À vérifier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Réponses déterminantes&#xa0;:</translation>
    </message>
    <message>
        <source>Weighted scores: GPU %1, TPU %2</source>
        <translation>Scores pondérés&#xa0;: GPU %1 et TPU %2</translation>
    </message>
    <message>
        <source>on its own can change the verdict</source>
        <translation>peut à elle seule changer la recommandation</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more (see --format json)</source>
        <translation>
            <numerusform>… et %Ln autre (voir --format json)</numerusform>
            <numerusform>… et %Ln autres (voir --format json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s) left open. %1</source>
        <translation>
            <numerusform>%Ln question ouverte. %1</numerusform>
            <numerusform>%Ln questions ouvertes. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2 gives %3</source>
        <translation>«&#xa0;%1&#xa0;» → «&#xa0;%2&#xa0;» donne %3</translation>
    </message>
</context>
<context>
    <name>VerdictReason</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Hybrid for this profile: “%1” means experiments continue while large runs are prepared, and TPUs lead the weighted answers (%2 against %3 for GPUs), so the large runs go to TPUs and the experiments stay on GPUs.</source>
        <translation>Hybride pour ce profil&#xa0;: «&#xa0;%1&#xa0;» signifie que les expériences se poursuivent pendant que les grands entraînements se préparent, et les TPU arrivent en tête des réponses pondérées (%2 contre %3 pour les GPU)&#xa0;: les grands entraînements vont donc sur TPU et les expériences restent sur GPU.</translation>
    </message>
    <message>
        <source>Hybrid for this profile: “%1” shows experiments still under way, “%2” shows scaled runs, and TPUs lead the weighted answers (%3 against %4 for GPUs), so the scaled runs go to TPUs and the experiments stay on GPUs.</source>
        <translation>Hybride pour ce profil&#xa0;: «&#xa0;%1&#xa0;» indique que des expériences sont encore en cours, «&#xa0;%2&#xa0;» indique des entraînements à grande échelle, et les TPU arrivent en tête des réponses pondérées (%3 contre %4 pour les GPU)&#xa0;: les entraînements à grande échelle vont donc sur TPU et les expériences restent sur GPU.</translation>
    </message>
    <message>
        <source>A hard constraint rules out the other platform, so %1 is the only option.</source>
        <translation>Une contrainte stricte exclut l&apos;autre plateforme&#xa0;: le %1 est donc la seule option.</translation>
    </message>
    <message>
        <source>Hard constraints rule out both platforms; no platform fits these answers as they stand.</source>
        <translation>Des contraintes strictes excluent les deux plateformes&#xa0;; aucune plateforme ne convient à ces réponses en l&apos;état.</translation>
    </message>
    <message>
        <source>The weighted answers favour TPUs, but the work is still exploratory and no scaled runs are planned: exploration stays on GPUs.</source>
        <translation>Les réponses pondérées favorisent les TPU, mais le travail est encore exploratoire et aucun entraînement à grande échelle n&apos;est prévu&#xa0;: l&apos;exploration reste sur GPU.</translation>
    </message>
    <message>
        <source>The weighted answers favour %1.</source>
        <translation>Les réponses pondérées favorisent le %1.</translation>
    </message>
    <message>
        <source>The answers favour neither platform, and the GPU is the default when nothing argues for a TPU.</source>
        <translation>Les réponses ne favorisent aucune des deux plateformes, et le GPU est le choix par défaut lorsque rien ne plaide en faveur d&apos;un TPU.</translation>
    </message>
</context>
<context>
    <name>VerdictWording</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Too close to call: %1 or %2</source>
        <translation>Trop serré pour trancher&#xa0;: %1 ou %2</translation>
    </message>
    <message>
        <source>Not enough answers yet</source>
        <translation>Pas encore assez de réponses</translation>
    </message>
    <message>
        <source>Your answers so far lean to %1</source>
        <translation>Pour l&apos;instant, tendance de vos réponses&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 in %2 of plausible cases, %3 in %4</source>
        <translation>%1 dans %2 des cas plausibles, %3 dans %4</translation>
    </message>
    <message>
        <source>Holds in %1 of plausible cases (%2)</source>
        <translation>Valable dans %1 des cas plausibles (%2)</translation>
    </message>
    <message numerus="yes">
        <source>However the open questions are answered, the verdict stays %1.</source>
        <translation>
            <numerusform>Quelle que soit la réponse à la question ouverte, la recommandation reste inchangée&#xa0;: %1.</numerusform>
            <numerusform>Quelles que soient les réponses aux questions ouvertes, la recommandation reste inchangée&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answering the open questions could also give %1.</source>
        <translation>
            <numerusform>La réponse à la question ouverte pourrait aussi donner %1.</numerusform>
            <numerusform>Les réponses aux questions ouvertes pourraient aussi donner %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds only if: %1.</source>
        <translation>Valable seulement si&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>Answer “%1” next: on its own it can change the verdict to %2.</source>
        <translation>Répondez ensuite à «&#xa0;%1&#xa0;»&#xa0;: à elle seule, cette réponse peut faire passer la recommandation à «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>accel::services::CloudBillingPriceSource</name>
    <message>
        <source>The price service did not answer within %1 seconds; check the network and try again.</source>
        <translation>Le service de prix n&apos;a pas répondu dans un délai de %1 secondes&#xa0;; vérifiez le réseau et réessayez.</translation>
    </message>
    <message>
        <source>Prices are only fetched over HTTPS; the address is refused.</source>
        <translation>Les prix ne sont récupérés qu&apos;en HTTPS&#xa0;; l&apos;adresse est refusée.</translation>
    </message>
    <message>
        <source>No API key: enter one in Settings &gt; Live Prices.</source>
        <translation>Aucune clé d&apos;API&#xa0;: saisissez-en une dans Configuration &gt; Prix en direct.</translation>
    </message>
    <message>
        <source>The price refresh was cancelled.</source>
        <translation>L&apos;actualisation des prix a été annulée.</translation>
    </message>
    <message>
        <source>The price service sent more than %1 pages; stopped.</source>
        <translation>Le service de prix a envoyé plus de %1 pages&#xa0;; récupération interrompue.</translation>
    </message>
    <message>
        <source>The price service&apos;s answer is larger than %1 MiB; stopped.</source>
        <translation>La réponse du service de prix dépasse %1&#xa0;Mio&#xa0;; récupération interrompue.</translation>
    </message>
    <message>
        <source>Cannot reach the price service (%1). Offline? The bundled prices are used.</source>
        <translation>Impossible de joindre le service de prix (%1). Hors ligne&#xa0;? Les prix intégrés sont utilisés.</translation>
    </message>
    <message>
        <source>redirects are not followed</source>
        <translation>les redirections ne sont pas suivies</translation>
    </message>
    <message>
        <source>The price service sent an answer that is not valid JSON.</source>
        <translation>Le service de prix a renvoyé une réponse qui n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <source>The price service lists none of the services %1.</source>
        <translation>Le service de prix ne répertorie aucun des services %1.</translation>
    </message>
    <message>
        <source>The price service answered, but no SKU matched an accelerator of the catalogue.</source>
        <translation>Le service de prix a répondu, mais aucun SKU ne correspond à un accélérateur du catalogue.</translation>
    </message>
    <message>
        <source>The price service answered HTTP %1.</source>
        <translation>Le service de prix a répondu avec le code HTTP %1.</translation>
    </message>
    <message>
        <source>The price service answered HTTP %1: %2.</source>
        <translation>Le service de prix a répondu avec le code HTTP %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>accel::services::LivePrices</name>
    <message>
        <source>No API key is stored; enter one first.</source>
        <translation>Aucune clé d&apos;API n&apos;est enregistrée&#xa0;; saisissez-en une d&apos;abord.</translation>
    </message>
    <message>
        <source>Still using the prices fetched on %1 where they are newer than the bundled ones.</source>
        <translation>Les prix récupérés le %1 restent utilisés lorsqu&apos;ils sont plus récents que les prix intégrés.</translation>
    </message>
    <message>
        <source>Still using the bundled, dated prices.</source>
        <translation>Les prix intégrés et datés restent utilisés.</translation>
    </message>
    <message>
        <source>One live price read from %1 SKUs.</source>
        <translation>Un prix en direct lu à partir de %1 SKU.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln live prices read from %1 SKUs.</source>
        <translation>
            <numerusform>%Ln prix en direct lu à partir de %1 SKU.</numerusform>
            <numerusform>%Ln prix en direct lus à partir de %1 SKU.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::AdvisorWizard</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Help (F1)</source>
        <translation>Aide (F1)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Help: %1</source>
        <translation>Aide&#xa0;: %1</translation>
    </message>
    <message>
        <source>Accelerator Advisor steps</source>
        <translation>Étapes d&apos;Accelerator Advisor</translation>
    </message>
    <message>
        <source>One page per step; Next and Back move between them, F1 explains the page.</source>
        <translation>Une page par étape&#xa0;; Suivant et Précédent permettent de passer de l&apos;une à l&apos;autre, F1 explique la page.</translation>
    </message>
    <message>
        <source>&lt;h4&gt;What to do now&lt;/h4&gt;&lt;p&gt;Pick the answer closest to your situation, or leave “Not sure yet”: an open question counts as neutral and the result page lists it among the questions that could change the verdict. The panel on the right shows the verdict so far; Next goes on to the following step.&lt;/p&gt;</source>
        <translation>&lt;h4&gt;Que faire maintenant&lt;/h4&gt;&lt;p&gt;Choisissez la réponse la plus proche de votre situation, ou laissez «&#xa0;Je ne sais pas encore&#xa0;»&#xa0;: une question ouverte compte comme neutre et la page de résultat la cite parmi les questions qui pourraient changer la recommandation. Le panneau de droite montre la recommandation à ce stade&#xa0;; Suivant passe à l&apos;étape suivante.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Workload sizing: serving&lt;/h3&gt;&lt;p&gt;Optional. Describe the model and the load: requests per second, tokens in and out, and how fast the first token and the following ones must come. For each accelerator the table gives the chips needed (replicas × chips per replica), whether the weights and the KV cache fit, the speed each user sees and the cost per million output tokens, from the price shown with its source and date. Serving is limited by memory bandwidth, so MFU does not apply.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dimensionnement de la charge de travail&#xa0;: inférence&lt;/h3&gt;&lt;p&gt;Facultatif. Décrivez le modèle et la charge&#xa0;: requêtes par seconde, tokens en entrée et en sortie, et le délai du premier token et des suivants. Pour chaque accélérateur, le tableau donne les puces nécessaires (réplicas × puces par réplica), si les poids et le cache KV tiennent en mémoire, la vitesse perçue par chaque utilisateur et le coût par million de tokens de sortie, d&apos;après le prix affiché avec sa source et sa date. L&apos;inférence est limitée par la bande passante mémoire&#xa0;: la MFU ne s&apos;applique pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Workload sizing: training&lt;/h3&gt;&lt;p&gt;Optional. Describe the model and the run: parameters, tokens, method and deadline. For each accelerator the table gives the chips needed, whether the training state fits, the time and the cost with their plausible range. Compute is 6 × (active parameters + attention over the sequence) × tokens; time comes from the chips&apos; peak times a model-FLOPs utilisation (MFU) calibrated on published runs; cost from chip-hours times the price shown with its source and date.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dimensionnement de la charge de travail&#xa0;: entraînement&lt;/h3&gt;&lt;p&gt;Facultatif. Décrivez le modèle et l&apos;entraînement&#xa0;: paramètres, tokens, méthode et délai. Pour chaque accélérateur, le tableau donne les puces nécessaires, si l&apos;état d&apos;entraînement tient en mémoire, la durée et le coût avec leur plage plausible. Le calcul vaut 6 × (paramètres actifs + attention sur la séquence) × tokens&#xa0;; la durée découle de la puissance de crête des puces multipliée par une utilisation des FLOPs du modèle (MFU) calibrée sur des exécutions publiées&#xa0;; le coût, des heures-puce multipliées par le prix affiché avec sa source et sa date.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;What to do now&lt;/h4&gt;&lt;p&gt;Look for the cheapest row that fits and meets your targets; accelerators your answers rule out stay listed as unavailable, with the reason. If you know better figures, double-click an MFU or a price to type your own. The result page and the report use what this page shows. Skip it if you only need the GPU or TPU decision.&lt;/p&gt;</source>
        <translation>&lt;h4&gt;Que faire maintenant&lt;/h4&gt;&lt;p&gt;Cherchez la ligne la moins chère qui tient en mémoire et atteint vos objectifs&#xa0;; les accélérateurs exclus par vos réponses restent listés comme indisponibles, avec la raison. Si vous disposez de meilleurs chiffres, double-cliquez sur une MFU ou un prix pour saisir les vôtres. La page de résultat et le rapport reprennent ce que montre cette page. Passez cette étape si seule la décision GPU ou TPU vous intéresse.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the result&lt;/h3&gt;&lt;p&gt;The card at the top gives the verdict, how sure it is and what it rests on. Each answer leans towards GPU or TPU and its importance scales that lean into a contribution: the chart and the Factors tab show them, largest first. A hard constraint (a blocker) rules a platform out whatever the scores.&lt;/p&gt;&lt;h4&gt;What to do now&lt;/h4&gt;&lt;p&gt;Check the answers that decide it (the links in the card take you to them) and “What would change it”: answering an open question or changing one listed there may change the verdict. If a factor matters more or less to you, change its importance. Then save the profile and export the report (File menu) to share the reasoning.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lire le résultat&lt;/h3&gt;&lt;p&gt;La carte du haut donne la recommandation, son degré de certitude et ce sur quoi elle repose. Chaque réponse penche vers le GPU ou le TPU, et son importance pondère cette tendance pour en faire une contribution&#xa0;: le graphique et l&apos;onglet Facteurs les montrent, de la plus grande à la plus petite. Une contrainte stricte (un critère bloquant) exclut une plateforme quels que soient les scores.&lt;/p&gt;&lt;h4&gt;Que faire maintenant&lt;/h4&gt;&lt;p&gt;Vérifiez les réponses déterminantes (les liens de la carte y mènent) et l&apos;onglet «&#xa0;Ce qui changerait la recommandation&#xa0;»&#xa0;: répondre à une question ouverte ou modifier une réponse qui y figure peut changer la recommandation. Si un facteur compte plus ou moins pour vous, changez son importance. Enregistrez ensuite le profil et exportez le rapport (menu Fichier) pour partager le raisonnement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;An open question whose answer could still rule the recommended platform out is named as a proviso (“provided that…”): answer it first.&lt;/p&gt;&lt;h4&gt;How sure it is&lt;/h4&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une question ouverte dont la réponse pourrait encore exclure la plateforme recommandée est citée comme condition («&#xa0;à condition que…&#xa0;»)&#xa0;: répondez-y d&apos;abord.&lt;/p&gt;&lt;h4&gt;Degré de certitude&lt;/h4&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Texte d&apos;aide</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Keyboard&lt;/h4&gt;&lt;p&gt;Ctrl+Tab and Ctrl+Shift+Tab (or Ctrl+Page Down and Ctrl+Page Up) move between the tabs under the card; on the Bill tab, every field has its Alt+letter.&lt;/p&gt;</source>
        <extracomment>The result tabs take no Alt+letter, so that the Bill tab&apos;s fields can.</extracomment>
        <translation>&lt;h4&gt;Clavier&lt;/h4&gt;&lt;p&gt;Ctrl+Tab et Ctrl+Maj+Tab (ou Ctrl+Page suivante et Ctrl+Page précédente) passent d&apos;un onglet à l&apos;autre sous la carte&#xa0;; dans l&apos;onglet Facture, chaque champ a son raccourci Alt+lettre.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>accel::ui::ChangesView</name>
    <message>
        <source>What would change the verdict</source>
        <translation>Ce qui changerait la recommandation</translation>
    </message>
    <message>
        <source>No single answer change alters the verdict.</source>
        <translation>Aucun changement de réponse isolé ne modifie la recommandation.</translation>
    </message>
    <message>
        <source>Smallest changes first; follow a link to revisit the question.</source>
        <translation>Les plus petits changements d&apos;abord&#xa0;; suivez un lien pour revenir à la question.</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>… et %1 de plus.</translation>
    </message>
    <message>
        <source>Questions left open</source>
        <translation>Questions ouvertes</translation>
    </message>
    <message>
        <source>Every question that applies is answered.</source>
        <translation>Toutes les questions applicables ont une réponse.</translation>
    </message>
    <message>
        <source>Link: goes to the question</source>
        <translation>Lien&#xa0;: mène à la question</translation>
    </message>
</context>
<context>
    <name>accel::ui::CompareModel</name>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Left answer</source>
        <translation>Réponse de gauche</translation>
    </message>
    <message>
        <source>Left contribution</source>
        <translation>Contribution de gauche</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Réponse de droite</translation>
    </message>
    <message>
        <source>Right contribution</source>
        <translation>Contribution de droite</translation>
    </message>
    <message>
        <source>Difference (right − left)</source>
        <translation>Différence (droite − gauche)</translation>
    </message>
    <message>
        <source>Adds nothing: this profile&apos;s other answers leave the question unasked.</source>
        <translation>N&apos;ajoute rien&#xa0;: les autres réponses de ce profil ne posent pas la question.</translation>
    </message>
    <message>
        <source>Adds nothing: the question is open in this profile, so it counts as neutral.</source>
        <translation>N&apos;ajoute rien&#xa0;: la question est ouverte dans ce profil, elle compte donc comme neutre.</translation>
    </message>
</context>
<context>
    <name>accel::ui::CompareWindow</name>
    <message>
        <source>Compare Profiles — Accelerator Advisor</source>
        <translation>Comparer des profils — Accelerator Advisor</translation>
    </message>
    <message>
        <source>Differences per factor</source>
        <translation>Différences par facteur</translation>
    </message>
    <message>
        <source>Open &amp;left profile…</source>
        <translation>Ouvrir le profil de &amp;gauche…</translation>
    </message>
    <message>
        <source>Open &amp;right profile…</source>
        <translation>Ouvrir le profil de &amp;droite…</translation>
    </message>
    <message>
        <source>Cannot open profile</source>
        <translation>Impossible d&apos;ouvrir le profil</translation>
    </message>
    <message>
        <source>Open Left Profile</source>
        <translation>Ouvrir le profil de gauche</translation>
    </message>
    <message>
        <source>Open Right Profile</source>
        <translation>Ouvrir le profil de droite</translation>
    </message>
    <message>
        <source>No profile chosen yet</source>
        <translation>Aucun profil choisi</translation>
    </message>
    <message>
        <source>Blocker. %1</source>
        <translation>Critère bloquant. %1</translation>
    </message>
    <message>
        <source>Choose a profile for each side to see the differences.</source>
        <translation>Choisissez un profil de chaque côté pour voir les différences.</translation>
    </message>
    <message>
        <source>One row per question: both answers, both contributions and their difference, largest difference first.</source>
        <translation>Une ligne par question&#xa0;: les deux réponses, les deux contributions et leur différence, la plus grande différence en premier.</translation>
    </message>
    <message>
        <source>Same reading (“%1”); %2 with a different answer, marked ≠.</source>
        <translation>Même résultat («&#xa0;%1&#xa0;»)&#xa0;; %2 avec une réponse différente (signe ≠).</translation>
    </message>
    <message>
        <source>The reading changes from “%1” (left) to “%2” (right); %3 with a different answer, marked ≠.</source>
        <translation>Le résultat passe de «&#xa0;%1&#xa0;» (gauche) à «&#xa0;%2&#xa0;» (droite)&#xa0;; %3 avec une réponse différente (signe ≠).</translation>
    </message>
</context>
<context>
    <name>accel::ui::CostInputs</name>
    <message>
        <source>Default: derived from your answers (framework, XLA compatibility, custom kernels, team skills); the weeks are shown under the bill.</source>
        <translation>Par défaut&#xa0;: déduites de vos réponses (framework, compatibilité XLA, kernels personnalisés, compétences de l&apos;équipe)&#xa0;; les semaines sont indiquées sous la facture.</translation>
    </message>
    <message>
        <source>No published purchase price for this GPU: set your own to price owning it.</source>
        <translation>Aucun prix d&apos;achat publié pour ce GPU&#xa0;: indiquez le vôtre pour chiffrer son achat.</translation>
    </message>
    <message>
        <source>Default: %1 (%2). Source: %3</source>
        <translation>Par défaut&#xa0;: %1 (%2). Source&#xa0;: %3</translation>
    </message>
    <message>
        <source>No published power for this GPU: set your own.</source>
        <translation>Aucune puissance publiée pour ce GPU&#xa0;: indiquez la vôtre.</translation>
    </message>
    <message>
        <source>Default: %1. Source: %2</source>
        <translation>Par défaut&#xa0;: %1. Source&#xa0;: %2</translation>
    </message>
    <message>
        <source>Horizon and porting</source>
        <translation>Horizon et portage</translation>
    </message>
    <message>
        <source>Owning GPUs</source>
        <translation>GPU achetés</translation>
    </message>
    <message>
        <source>GPU to own:</source>
        <translation>GPU à acheter&#xa0;:</translation>
    </message>
    <message>
        <source>GPU to own</source>
        <translation>GPU à acheter</translation>
    </message>
    <message>
        <source>Default: the GPU the rented option chose, when its purchase price is known.</source>
        <translation>Par défaut&#xa0;: le GPU choisi par l&apos;option en location, si son prix d&apos;achat est connu.</translation>
    </message>
    <message>
        <source>Months:</source>
        <translation>Mois&#xa0;:</translation>
    </message>
    <message>
        <source>Training runs per month:</source>
        <translation>Entraînements par mois&#xa0;:</translation>
    </message>
    <message>
        <source>Serving hours per month:</source>
        <translation>Heures d&apos;inférence par mois&#xa0;:</translation>
    </message>
    <message>
        <source>Engineer cost per week (USD):</source>
        <translation>Coût d&apos;un ingénieur par semaine (USD)&#xa0;:</translation>
    </message>
    <message>
        <source>Porting weeks (your estimate):</source>
        <translation>Semaines de portage (votre estimation)&#xa0;:</translation>
    </message>
    <message>
        <source>Price per GPU (USD):</source>
        <translation>Prix par GPU (USD)&#xa0;:</translation>
    </message>
    <message>
        <source>Power per GPU (W):</source>
        <translation>Puissance par GPU (W)&#xa0;:</translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation>PUE&#xa0;:</translation>
    </message>
    <message>
        <source>Electricity (USD/kWh):</source>
        <translation>Électricité (USD/kWh)&#xa0;:</translation>
    </message>
    <message>
        <source>Years of depreciation:</source>
        <translation>Années d&apos;amortissement&#xa0;:</translation>
    </message>
    <message>
        <source>Overhead share:</source>
        <translation>Surcoût à l&apos;achat&#xa0;:</translation>
    </message>
    <message>
        <source>Back to the default: %1</source>
        <translation>Revenir à la valeur par défaut&#xa0;: %1</translation>
    </message>
    <message>
        <source>Back to the default</source>
        <translation>Revenir à la valeur par défaut</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>non publié</translation>
    </message>
    <message>
        <source>%1 (from your answers)</source>
        <translation>%1 (selon vos réponses)</translation>
    </message>
    <message>
        <source>Same as the rented GPU</source>
        <extracomment>The default of &quot;GPU to own:&quot;, e.g. &quot;Same as the rented one (NVIDIA H100 SXM 80GB)&quot;.</extracomment>
        <translation>Comme le GPU loué</translation>
    </message>
    <message>
        <source>Same as the rented one (%1)</source>
        <translation>Comme le GPU loué (%1)</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>Taux d&apos;utilisation&#xa0;:</translation>
    </message>
</context>
<context>
    <name>accel::ui::CostView</name>
    <message>
        <source>Cumulative cost chart</source>
        <translation>Graphique du coût cumulé</translation>
    </message>
    <message>
        <source>Bill per option</source>
        <translation>Facture par option</translation>
    </message>
    <message>
        <source>Size a workload to see the whole bill.</source>
        <translation>Dimensionnez une charge de travail pour voir la facture complète.</translation>
    </message>
    <message>
        <source>Break-even:</source>
        <translation>Point d&apos;équilibre&#xa0;:</translation>
    </message>
    <message>
        <source>Porting to %1: %2, %3, charged once. %4</source>
        <extracomment>%2 is a number of engineer-weeks, &quot;3 engineer-weeks&quot;; %3 their cost.</extracomment>
        <translation>Portage vers %1&#xa0;: %2, %3, imputé une seule fois. %4</translation>
    </message>
</context>
<context>
    <name>accel::ui::ExportNotice</name>
    <message>
        <source>Report saved to %1. &lt;a href=&quot;file&quot;&gt;Open it&lt;/a&gt; · &lt;a href=&quot;folder&quot;&gt;Show the folder&lt;/a&gt;</source>
        <translation>Rapport enregistré dans %1. &lt;a href=&quot;file&quot;&gt;L&apos;ouvrir&lt;/a&gt; · &lt;a href=&quot;folder&quot;&gt;Afficher le dossier&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Rapport enregistré dans %1</translation>
    </message>
</context>
<context>
    <name>accel::ui::FactorChartView</name>
    <message>
        <source>Factor chart</source>
        <translation>Graphique des facteurs</translation>
    </message>
    <message>
        <source>Bars to the left favour GPU, bars to the right favour TPU; the factor table lists the same numbers.</source>
        <translation>Les barres à gauche favorisent le GPU, celles à droite le TPU&#xa0;; le tableau des facteurs reprend les mêmes valeurs.</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>One chart row read aloud: question, signed contribution, the side it favours.</extracomment>
        <translation>%1&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Aucune réponse pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>accel::ui::FactorTableModel</name>
    <message>
        <source>open (neutral)</source>
        <translation>ouverte (neutre)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Contribution</source>
        <translation>Contribution</translation>
    </message>
    <message>
        <source>Favours</source>
        <translation>Favorise</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Importance</translation>
    </message>
</context>
<context>
    <name>accel::ui::LivePanel</name>
    <message>
        <source>Live comparison</source>
        <translation>Comparaison en direct</translation>
    </message>
    <message>
        <source>Factor chart</source>
        <translation>Graphique des facteurs</translation>
    </message>
</context>
<context>
    <name>accel::ui::LivePricesDialog</name>
    <message>
        <source>Prices refreshed: %1</source>
        <translation>Prix actualisés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Refresh failed: %1</source>
        <translation>Échec de l&apos;actualisation&#xa0;: %1</translation>
    </message>
    <message>
        <source>A key is stored (%1). Enter a new one to replace it.</source>
        <translation>Une clé est enregistrée (%1). Saisissez-en une nouvelle pour la remplacer.</translation>
    </message>
    <message>
        <source>No key yet for this session.</source>
        <translation>Pas encore de clé pour cette session.</translation>
    </message>
    <message>
        <source>No key is stored in the keychain yet.</source>
        <translation>Aucune clé n&apos;est encore enregistrée dans le trousseau de clés.</translation>
    </message>
    <message>
        <source>&amp;Use key for this session</source>
        <translation>&amp;Utiliser la clé pour cette session</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Live prices last fetched %1.</source>
        <translation>Dernière récupération des prix en direct&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No live prices fetched yet.</source>
        <translation>Aucun prix en direct récupéré pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Your override file %1 was ignored: %2 %3</source>
        <translation>Votre fichier de surcharge %1 a été ignoré&#xa0;: %2 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Reason given by the keychain: %1</source>
        <translation>Raison donnée par le trousseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>the system keychain did not answer in time.</source>
        <translation>le trousseau de clés du système n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>the system keychain refused it or is locked.</source>
        <translation>le trousseau de clés du système l&apos;a refusée ou est verrouillé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No working keychain was found&lt;/b&gt;, so the key cannot be stored safely and will not be stored anywhere else. You can use it for this session only: it is held in memory and forgotten when Accelerator Advisor closes.</source>
        <translation>&lt;b&gt;Aucun trousseau de clés fonctionnel n&apos;a été trouvé&lt;/b&gt;&#xa0;: la clé ne peut donc pas être enregistrée de façon sûre, et elle ne sera enregistrée nulle part ailleurs. Vous pouvez l&apos;utiliser pour cette session uniquement&#xa0;: elle est conservée en mémoire et oubliée à la fermeture d&apos;Accelerator Advisor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The key was not saved&lt;/b&gt;: %1 Unlock the keychain and save again, or use the key for this session only.</source>
        <translation>&lt;b&gt;La clé n&apos;a pas été enregistrée&lt;/b&gt;&#xa0;: %1 Déverrouillez le trousseau et enregistrez de nouveau, ou utilisez la clé pour cette session uniquement.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The key was not removed&lt;/b&gt;: %1 Unlock the keychain and try again.</source>
        <translation>&lt;b&gt;La clé n&apos;a pas été supprimée&lt;/b&gt;&#xa0;: %1 Déverrouillez le trousseau et réessayez.</translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <translation>%1 (utilisé)</translation>
    </message>
    <message>
        <source>The sizing uses this price for this accelerator, provider and mode; the dimmed rows beside it are not used.</source>
        <translation>Le dimensionnement utilise ce prix pour cet accélérateur, ce fournisseur et ce mode&#xa0;; les lignes grisées à côté ne sont pas utilisées.</translation>
    </message>
    <message>
        <source>Not used: for this accelerator, provider and mode the sizing takes the price dated %2 (%1).</source>
        <translation>Non utilisé&#xa0;: pour cet accélérateur, ce fournisseur et ce mode, le dimensionnement prend le prix daté du %2 (%1).</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>Vérification du trousseau de clés…</translation>
    </message>
    <message>
        <source>Reading prices from the Cloud Billing Catalog API…</source>
        <translation>Lecture des prix depuis la Cloud Billing Catalog API…</translation>
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
        <translation>Ouvrir un profil</translation>
    </message>
    <message>
        <source>Cannot open profile</source>
        <translation>Impossible d&apos;ouvrir le profil</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>profil</translation>
    </message>
    <message>
        <source>Cannot save profile</source>
        <translation>Impossible d&apos;enregistrer le profil</translation>
    </message>
    <message>
        <source>an untitled profile</source>
        <translation>un profil sans titre</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>Des modifications non enregistrées apportées à %1 le %2 ont été conservées. Les restaurer&#xa0;?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Restauration impossible</translation>
    </message>
    <message>
        <source>The autosaved work in “%1” is damaged and cannot be restored.</source>
        <translation>Le travail enregistré automatiquement dans «&#xa0;%1&#xa0;» est endommagé et ne peut pas être restauré.</translation>
    </message>
    <message>
        <source>&amp;New Profile</source>
        <translation>&amp;Nouveau profil</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un profil &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Compare Two Profiles…</source>
        <translation>&amp;Comparer deux profils…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>Reset &amp;Importance to Defaults</source>
        <translation>&amp;Rétablir l&apos;importance par défaut</translation>
    </message>
    <message>
        <source>&amp;Live Prices…</source>
        <translation>&amp;Prix en direct…</translation>
    </message>
    <message>
        <source>The Google Cloud API key and live accelerator prices</source>
        <translation>La clé d&apos;API Google Cloud et les prix en direct des accélérateurs</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Live Comparison Panel</source>
        <translation>&amp;Panneau de comparaison en direct</translation>
    </message>
    <message>
        <source>&amp;About Accelerator Advisor</source>
        <translation>À &amp;propos d&apos;Accelerator Advisor</translation>
    </message>
    <message>
        <source>About Accelerator Advisor</source>
        <translation>À propos d&apos;Accelerator Advisor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Accelerator Advisor %1&lt;/h3&gt;&lt;p&gt;Helps an ML team decide whether a workload belongs on GPUs, TPUs or both, factor by factor.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Accelerator Advisor %1&lt;/h3&gt;&lt;p&gt;Aide une équipe de ML à déterminer si une charge de travail a sa place sur GPU, sur TPU ou sur les deux, facteur par facteur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent profiles</source>
        <translation>Aucun profil récent</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>Profile from a newer version</source>
        <translation>Profil d&apos;une version plus récente</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Default (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>Profile from an earlier version</source>
        <translation>Profil d&apos;une version antérieure</translation>
    </message>
    <message>
        <source>This profile was written by an earlier version. Please check:

%1</source>
        <translation>Ce profil a été écrit par une version antérieure. Veuillez vérifier&#xa0;:

%1</translation>
    </message>
    <message>
        <source>Profile details and live comparison</source>
        <translation>Détails du profil et comparaison en direct</translation>
    </message>
    <message>
        <source>Accelerator Advisor</source>
        <translation>Accelerator Advisor</translation>
    </message>
    <message>
        <source>%1 Details on the result page.</source>
        <translation>%1 Détails sur la page de résultat.</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Autosave failed: %1 Your answers are still in this window; Accelerator Advisor tries again every %2 seconds. Save the profile (File, Save As) to keep them safe. Autosave folder: %3</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: %1 Vos réponses sont toujours dans cette fenêtre&#xa0;; Accelerator Advisor réessaie toutes les %2&#xa0;secondes. Enregistrez le profil (Fichier, Enregistrer sous) pour les mettre à l&apos;abri. Dossier d&apos;enregistrement automatique&#xa0;: %3</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>L&apos;enregistrement automatique fonctionne de nouveau.</translation>
    </message>
    <message>
        <source>Go to the question</source>
        <translation>Aller à la question</translation>
    </message>
    <message>
        <source>&amp;Help for This Page</source>
        <translation>&amp;Aide sur cette page</translation>
    </message>
    <message>
        <source>&amp;What&apos;s This?</source>
        <translation>&amp;Qu&apos;est-ce que c&apos;est&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuration</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
</context>
<context>
    <name>accel::ui::ProfileDetailsPanel</name>
    <message>
        <source>e.g. Ranking model retrain</source>
        <translation>p. ex. Réentraînement du modèle de classement</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Nom du profil</translation>
    </message>
    <message>
        <source>Context, assumptions, who answered…</source>
        <translation>Contexte, hypothèses, qui a répondu…</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Profile n&amp;ame:</source>
        <translation>&amp;Nom du profil&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Your notes:</source>
        <translation>&amp;Vos notes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>accel::ui::ProfileDocument</name>
    <message>
        <source>Untitled profile</source>
        <translation>Profil sans titre</translation>
    </message>
</context>
<context>
    <name>accel::ui::QuestionBox</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Sources:&lt;/i&gt; %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;&lt;i&gt;Sources&#xa0;:&lt;/i&gt; %4&lt;/p&gt;</translation>
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
        <translation>Je ne sais pas encore (laisser ouverte)</translation>
    </message>
    <message>
        <source>Leaves the question open: it counts as neutral, and the result says how much answering it could change.</source>
        <translation>Laisse la question ouverte&#xa0;: elle compte comme neutre, et le résultat indique dans quelle mesure y répondre pourrait le modifier.</translation>
    </message>
    <message>
        <source>Left open: counted as neutral until you answer.</source>
        <translation>Laissée ouverte&#xa0;: comptée comme neutre jusqu&apos;à votre réponse.</translation>
    </message>
    <message>
        <source>Why: %1 (%2) Sources: %3.</source>
        <translation>Pourquoi&#xa0;: %1 (%2) Sources&#xa0;: %3.</translation>
    </message>
</context>
<context>
    <name>accel::ui::QuestionPage</name>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Questions of %1</source>
        <translation>Questions de l&apos;étape «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>accel::ui::ReportActions</name>
    <message>
        <source>Save the report as PDF, HTML or Markdown</source>
        <translation>Enregistrer le rapport en PDF, HTML ou Markdown</translation>
    </message>
    <message>
        <source>See the report&apos;s pages before printing</source>
        <translation>Afficher les pages du rapport avant l&apos;impression</translation>
    </message>
    <message>
        <source>Print the report</source>
        <translation>Imprimer le rapport</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Markdown for wikis (*.md)</source>
        <translation>Markdown pour wikis (*.md)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: name the file .pdf, .html or .md.</source>
        <translation>Impossible de déterminer le format de %1&#xa0;: donnez au fichier l&apos;extension .pdf, .html ou .md.</translation>
    </message>
    <message>
        <source>Cannot create the report: %1</source>
        <translation>Impossible de créer le rapport&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>E&amp;xporter le rapport…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
</context>
<context>
    <name>accel::ui::ResultPage</name>
    <message>
        <source>Step %1 of %1: Result</source>
        <translation>Étape %1 sur %1&#xa0;: Résultat</translation>
    </message>
    <message>
        <source>The verdict, why, and what would change it. Adjust the importance of each factor to see how robust it is.</source>
        <translation>La recommandation, ses raisons et ce qui la changerait. Ajustez l&apos;importance de chaque facteur pour juger de sa solidité.</translation>
    </message>
    <message>
        <source>Factor table</source>
        <translation>Tableau des facteurs</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>Split of work: %1.</source>
        <translation>Répartition du travail&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Blocker. %1</source>
        <translation>Critère bloquant. %1</translation>
    </message>
    <message>
        <source>Result details</source>
        <translation>Détails du résultat</translation>
    </message>
    <message>
        <source>Factor chart</source>
        <translation>Graphique des facteurs</translation>
    </message>
    <message>
        <source>What changed and why</source>
        <translation>Ce qui a changé et pourquoi</translation>
    </message>
    <message>
        <source>Why and chart</source>
        <translation>Pourquoi et graphique</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>Facteurs</translation>
    </message>
    <message>
        <source>What would change it</source>
        <translation>Ce qui changerait la recommandation</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Importance</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>Dimensionnement</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>Facture</translation>
    </message>
    <message>
        <source>Since you saved</source>
        <translation>Depuis l&apos;enregistrement</translation>
    </message>
    <message>
        <source>No answers yet: the reasons and the chart appear with the first answer.</source>
        <translation>Aucune réponse pour l&apos;instant&#xa0;: les raisons et le graphique apparaissent dès la première réponse.</translation>
    </message>
    <message>
        <source>The chart&apos;s numbers as a table: one row per question, with its answer, importance, contribution, the platform it favours, the reason and the sources.</source>
        <translation>Les valeurs du graphique sous forme de tableau&#xa0;: une ligne par question, avec sa réponse, son importance, sa contribution, la plateforme qu&apos;elle favorise, la raison et les sources.</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingChartView</name>
    <message>
        <source>Cost against time chart; the same numbers are in the table</source>
        <translation>Graphique du coût en fonction de la durée&#xa0;; le tableau contient les mêmes valeurs</translation>
    </message>
    <message>
        <source>Cost against time to train</source>
        <translation>Coût en fonction de la durée d&apos;entraînement</translation>
    </message>
    <message>
        <source> (log scale)</source>
        <translation> (échelle logarithmique)</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Jours d&apos;entraînement</translation>
    </message>
    <message>
        <source>Tokens per second per user</source>
        <translation>Tokens par seconde et par utilisateur</translation>
    </message>
    <message>
        <source>Cost, USD</source>
        <translation>Coût (USD)</translation>
    </message>
    <message>
        <source>Cost per million output tokens against speed per user</source>
        <translation>Coût par million de tokens de sortie en fonction de la vitesse par utilisateur</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD par million de tokens de sortie</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cost per million output tokens against speed per user chart; the same numbers are in the table</source>
        <translation>Graphique du coût par million de tokens de sortie en fonction de la vitesse par utilisateur&#xa0;; le tableau contient les mêmes valeurs</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4</source>
        <translation>%1&#xa0;: %2, %3, %4</translation>
    </message>
    <message>
        <source>%1: %2, %3 per million output tokens</source>
        <translation>%1&#xa0;: %2, %3 par million de tokens de sortie</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingPanel</name>
    <message>
        <source>Chips: the fewest that fit and finish within the deadline (%1).</source>
        <translation>Puces&#xa0;: le minimum permettant de tenir en mémoire et de terminer dans le délai (%1).</translation>
    </message>
    <message>
        <source>Select a row to read its status and notes in full.</source>
        <translation>Sélectionnez une ligne pour lire son statut et ses remarques en entier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumptions&lt;/b&gt; (MFU and price: edit them in the table; the others in the catalogue override file accelerators.json in the application&apos;s data folder):</source>
        <translation>&lt;b&gt;Hypothèses&lt;/b&gt; (MFU et prix&#xa0;: modifiez-les dans le tableau&#xa0;; les autres, dans le fichier de surcharge du catalogue accelerators.json, situé dans le dossier de données de l&apos;application)&#xa0;:</translation>
    </message>
    <message>
        <source>Replicas are added until the load is met.</source>
        <translation>Des réplicas sont ajoutés jusqu&apos;à ce que la charge soit absorbée.</translation>
    </message>
    <message>
        <source>Prices: per chip-hour, with the host (vCPU, RAM) share where the provider bills it with the chip (hover a price to see which); each shows its origin and date in the table. Costs exclude storage, network and idle time.</source>
        <translation>Prix&#xa0;: par heure-puce, avec la part de l&apos;hôte (vCPU, RAM) lorsque le fournisseur la facture avec la puce (survolez un prix pour le savoir)&#xa0;; le tableau indique la provenance et la date de chacun. Les coûts excluent le stockage, le réseau et le temps d&apos;inactivité.</translation>
    </message>
    <message>
        <source>Any (shape from the size)</source>
        <translation>Générique (architecture déduite de la taille)</translation>
    </message>
    <message>
        <source>Chips: with no deadline set, the fewest that fit and finish within %1.</source>
        <translation>Puces&#xa0;: sans délai fixé, le minimum permettant de tenir en mémoire et de terminer en %1 au plus.</translation>
    </message>
    <message numerus="yes">
        <source>Each accelerator shows what %Ln chip(s) can serve.</source>
        <translation>
            <numerusform>Chaque accélérateur indique ce que %Ln puce peut servir.</numerusform>
            <numerusform>Chaque accélérateur indique ce que %Ln puces peuvent servir.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 per token)</source>
        <extracomment>The model&apos;s size as the fields show it: &quot;671 B parameters (37 B active per token)&quot;.</extracomment>
        <translation>%1 (%2 par token)</translation>
    </message>
    <message>
        <source>%1 of %2 on %3: %4 × (active parameters + attention over the sequence) × tokens = %5 FLOPs. %6</source>
        <translation>%1 d&apos;un modèle de %2 sur %3&#xa0;: %4 × (paramètres actifs + attention sur la séquence) × tokens = %5 FLOPs. %6</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nearest published runs&lt;/b&gt;: select a row with an estimate to compare it with what similar published runs took.</source>
        <translation>&lt;b&gt;Exécutions publiées les plus proches&lt;/b&gt;&#xa0;: sélectionnez une ligne comportant une estimation pour la comparer à ce qu&apos;ont nécessité des exécutions publiées similaires.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A set-up as the published runs name theirs: &quot;64 × NVIDIA H100 SXM 80GB&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nearest published runs&lt;/b&gt; to %1, the selected row: what they took, and what this model says for each.</source>
        <translation>&lt;b&gt;Exécutions publiées les plus proches&lt;/b&gt; de %1, la ligne sélectionnée&#xa0;: ce qu&apos;elles ont nécessité, et ce que l&apos;estimateur prévoit pour chacune.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nearest published runs&lt;/b&gt; to %1, the cheapest set-up that fits (select a row for another): what they took, and what this model says for each.</source>
        <translation>&lt;b&gt;Exécutions publiées les plus proches&lt;/b&gt; de %1, la configuration la moins chère qui tient en mémoire (sélectionnez une ligne pour en voir une autre)&#xa0;: ce qu&apos;elles ont nécessité, et ce que l&apos;estimateur prévoit pour chacune.</translation>
    </message>
    <message>
        <source>%1 [source: %2]</source>
        <extracomment>A published run and where it was published: &quot;Llama 3 70B on ...: published ... [source: The Llama 3 Herd of Models (Meta, July 2024)]&quot;.</extracomment>
        <translation>%1 [source&#xa0;: %2]</translation>
    </message>
    <message>
        <source>Compute 6 × (active parameters + attention over the sequence) × tokens (4 for LoRA); MFU per platform generation, falling with scale and with fewer parameters per chip, calibrated on Llama 3.1 405B, DeepSeek-V3, Llama 2, PaLM and MaxText runs; GPU (H100) %1, TPU (v6e) %2 at 8 chips.</source>
        <translation>Calcul&#xa0;: 6 × (paramètres actifs + attention sur la séquence) × tokens (4 pour LoRA)&#xa0;; MFU par génération de plateforme, diminuant avec l&apos;échelle et avec moins de paramètres par puce, calibrée sur des exécutions de Llama 3.1 405B, DeepSeek-V3, Llama 2, PaLM et MaxText&#xa0;; GPU (H100) %1, TPU (v6e) %2 sur 8 puces.</translation>
    </message>
    <message>
        <source>Training: state %1 bytes per parameter on GPUs, %2 on TPUs (LoRA %3), sharded over all chips, plus one checkpointed sequence of activations; %4 of memory kept free; FP8 and FP4 run %5 of a step at their higher peak (%6 for mixtures of experts); %7 of a run&apos;s hours train (restarts); mixtures of experts run at %8 of dense MFU with %9 active parameters, less with fewer. State bytes and goodput can be set in the form.</source>
        <translation>Entraînement&#xa0;: état de %1 octets par paramètre sur GPU, %2 sur TPU (LoRA&#xa0;: %3), partitionné sur toutes les puces, plus les activations d&apos;une séquence avec checkpointing&#xa0;; %4 de la mémoire laissée libre&#xa0;; le FP8 et le FP4 exécutent %5 d&apos;une étape à leur performance de crête, plus élevée (%6 pour les mélanges d&apos;experts)&#xa0;; %7 des heures d&apos;un entraînement sont du calcul utile (le reste&#xa0;: redémarrages)&#xa0;; les mélanges d&apos;experts tournent à %8 de la MFU dense avec %9 paramètres actifs, moins s&apos;ils sont moins nombreux. Les octets d&apos;état et le goodput peuvent être réglés dans le formulaire.</translation>
    </message>
    <message>
        <source>Serving: weights + KV cache (from the architecture) in %1 of memory; the largest batch that meets the latency targets; decode at %2 of memory bandwidth or %3 of peak compute, prefill at %4 of peak; replicas planned at %5 of capacity (the headroom, which can be set in the form).</source>
        <translation>Inférence&#xa0;: poids + cache KV (selon l&apos;architecture) dans %1 de la mémoire&#xa0;; le plus grand batch qui respecte les objectifs de latence&#xa0;; décodage à %2 de la bande passante mémoire ou à %3 de la performance de crête, prefill à %4 de la crête&#xa0;; réplicas planifiés à %5 de leur capacité (la marge, réglable dans le formulaire).</translation>
    </message>
    <message>
        <source>As the weights</source>
        <extracomment>The KV cache&apos;s number format when none is chosen: that of the weights.</extracomment>
        <translation>Comme les poids</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>the cheapest that fits</source>
        <translation>le moins cher qui tient en mémoire</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <extracomment>An optional share left empty: the estimator&apos;s own figure, e.g. &quot;default (90%)&quot;.</extracomment>
        <translation>par défaut (%1)</translation>
    </message>
    <message>
        <source>default (%1, TPUs %2)</source>
        <translation>par défaut (%1, TPU %2)</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 at %2 (%3 input + %4 output tokens each), first token within %5 ms, then one every %6 ms. %7</source>
        <extracomment>%2 is a load, &quot;12 requests/s&quot;; %4 the output tokens, whose count picks the form.</extracomment>
        <translation>
            <numerusform>Inférence d&apos;un modèle de %1 à %2 (%3 tokens d&apos;entrée + %4 token de sortie par requête), premier token en moins de %5&#xa0;ms, puis un toutes les %6&#xa0;ms. %7</numerusform>
            <numerusform>Inférence d&apos;un modèle de %1 à %2 (%3 tokens d&apos;entrée + %4 tokens de sortie par requête), premier token en moins de %5&#xa0;ms, puis un toutes les %6&#xa0;ms. %7</numerusform>
        </translation>
    </message>
    <message>
        <source>At most the model size, %1: a token uses part of the model, never more.</source>
        <extracomment>%1: the model size as its field shows it (&quot;70 B parameters&quot;).</extracomment>
        <translation>Au plus la taille du modèle, %1&#xa0;: un token en utilise une partie, jamais davantage.</translation>
    </message>
    <message>
        <source>At most the experts per layer, %1.</source>
        <extracomment>%1: the experts per layer as their field shows them (&quot;256 experts&quot;).</extracomment>
        <translation>Au plus le nombre d&apos;experts par couche, %1.</translation>
    </message>
    <message numerus="yes">
        <source>none (plans for %Ln day(s))</source>
        <translation>
            <numerusform>aucun (plan sur %Ln jour)</numerusform>
            <numerusform>aucun (plan sur %Ln jours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run must finish within this many days; chips are added until it does. With none, the plan allows %Ln day(s).</source>
        <translation>
            <numerusform>Nombre de jours dans lequel l&apos;entraînement doit se terminer&#xa0;; des puces sont ajoutées jusqu&apos;à ce que ce soit le cas. Sans délai fixé, le plan prévoit %Ln jour.</numerusform>
            <numerusform>Nombre de jours dans lequel l&apos;entraînement doit se terminer&#xa0;; des puces sont ajoutées jusqu&apos;à ce que ce soit le cas. Sans délai fixé, le plan prévoit %Ln jours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingStepPage</name>
    <message>
        <source>Step %1 of %2: Workload sizing (optional)</source>
        <translation>Étape %1 sur %2&#xa0;: Dimensionnement de la charge de travail (facultatif)</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingSummaryView</name>
    <message>
        <source>Sizing candidates</source>
        <translation>Candidats au dimensionnement</translation>
    </message>
    <message>
        <source>Sizing assumptions</source>
        <translation>Hypothèses de dimensionnement</translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingTable</name>
    <message>
        <source>Accelerator</source>
        <translation>Accélérateur</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Puces</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>En mémoire</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>$ per chip-hour</source>
        <translation>$ par heure-puce</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Source du prix</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Chips the plan needs</source>
        <translation>Puces nécessaires au plan</translation>
    </message>
    <message>
        <source>Whether the model fits in the chips&apos; memory</source>
        <translation>Indique si le modèle tient dans la mémoire des puces</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation: double-click to type your own (0-1)</source>
        <translation>Utilisation des FLOPs du modèle&#xa0;: double-cliquez pour saisir la vôtre (0-1)</translation>
    </message>
    <message>
        <source>Price in USD per chip-hour: double-click to type your own</source>
        <translation>Prix en USD par heure-puce&#xa0;: double-cliquez pour saisir le vôtre</translation>
    </message>
    <message>
        <source>Availability and the estimator&apos;s notes: select a row for the details</source>
        <translation>Disponibilité et remarques de l&apos;estimateur&#xa0;: sélectionnez une ligne pour les détails</translation>
    </message>
    <message>
        <source>Candidate accelerators</source>
        <translation>Accélérateurs candidats</translation>
    </message>
    <message>
        <source>Chips needed to fit the training state: %1</source>
        <translation>Puces nécessaires pour contenir l&apos;état d&apos;entraînement&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 GB per chip needed, %2 GB usable</source>
        <translation>%1&#xa0;Go nécessaires par puce, %2&#xa0;Go utilisables</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation at this scale; type your own (0-1)</source>
        <translation>Utilisation des FLOPs du modèle à cette échelle&#xa0;; saisissez la vôtre (0-1)</translation>
    </message>
    <message>
        <source>total (replicas × chips per replica)</source>
        <translation>total (réplicas × puces par réplica)</translation>
    </message>
    <message>
        <source>weights %1 GB + KV cache %2 GB per replica</source>
        <translation>poids %1&#xa0;Go + cache KV %2&#xa0;Go par réplica</translation>
    </message>
    <message>
        <source>Type your own price per chip-hour; clear it to go back</source>
        <translation>Saisissez votre propre prix par heure-puce&#xa0;; effacez-le pour revenir au prix d&apos;origine</translation>
    </message>
    <message>
        <source>none: enter your own</source>
        <translation>aucun&#xa0;: saisissez le vôtre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>
Host (vCPU, RAM) included.</source>
        <translation>
Hôte (vCPU, RAM) inclus.</translation>
    </message>
    <message>
        <source>
Accelerator only: the host (vCPU, RAM) is billed on top.</source>
        <translation>
Accélérateur seul&#xa0;: l&apos;hôte (vCPU, RAM) est facturé en sus.</translation>
    </message>
    <message>
        <source>%1 per hour for %2</source>
        <translation>%1 par heure pour %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Does not fit in memory: no time and no cost.</source>
        <translation>Ne tient pas en mémoire&#xa0;: ni durée ni coût.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Unavailable. %1</source>
        <extracomment>%1: why, a sentence of its own (&quot;Not sold on AWS.&quot;).</extracomment>
        <translation>Indisponible. %1</translation>
    </message>
    <message>
        <source>Chips (replicas × chips)</source>
        <translation>Puces (réplicas&#xa0;× puces)</translation>
    </message>
    <message>
        <source>Output speed</source>
        <translation>Vitesse de sortie</translation>
    </message>
    <message>
        <source>Cost per M output tokens</source>
        <translation>Coût par million de tokens de sortie</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Coût par heure</translation>
    </message>
    <message>
        <source>What the chips cost per hour while serving</source>
        <translation>Ce que coûtent les puces par heure de service</translation>
    </message>
    <message>
        <source>Where the price comes from, where not from the source named below the table</source>
        <translation>Provenance du prix, quand ce n&apos;est pas la source indiquée sous le tableau</translation>
    </message>
    <message>
        <source>Your MFU; clear it to go back to the estimate</source>
        <translation>Votre MFU&#xa0;; effacez-la pour revenir à l&apos;estimation</translation>
    </message>
    <message numerus="yes">
        <source>Output tokens per second in all and for each user, and the time to the first token; %Ln sequences per replica</source>
        <translation>
            <numerusform>Tokens de sortie par seconde au total et pour chaque utilisateur, et délai du premier token&#xa0;; %Ln séquence par réplica</numerusform>
            <numerusform>Tokens de sortie par seconde au total et pour chaque utilisateur, et délai du premier token&#xa0;; %Ln séquences par réplica</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>accel::ui::SizingWizardPage</name>
    <message>
        <source>Workload sizing (optional)</source>
        <translation>Dimensionnement de la charge de travail (facultatif)</translation>
    </message>
    <message>
        <source>How many chips, how long and how much, for each accelerator you could use. Every figure is an estimate; its assumptions are listed below the chart.</source>
        <translation>Combien de puces, pendant combien de temps et pour quel coût, pour chaque accélérateur utilisable. Chaque chiffre est une estimation&#xa0;; ses hypothèses sont listées sous le graphique.</translation>
    </message>
</context>
<context>
    <name>accel::ui::VerdictCard</name>
    <message>
        <source>No answers yet</source>
        <translation>Aucune réponse pour l&apos;instant</translation>
    </message>
    <message>
        <source>Answer a question to see which way it leans.</source>
        <translation>Répondez à une question pour voir de quel côté penche la recommandation.</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Réponses déterminantes&#xa0;:</translation>
    </message>
    <message>
        <source>Link: goes to the question</source>
        <translation>Lien&#xa0;: mène à la question</translation>
    </message>
    <message>
        <source>Holds only if:</source>
        <translation>Valable seulement si&#xa0;:</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>À vérifier&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1 (pour le %2)</translation>
    </message>
</context>
<context>
    <name>accel::ui::WeightPanel</name>
    <message>
        <source>&amp;Reset importance to defaults</source>
        <translation>Réta&amp;blir l&apos;importance par défaut</translation>
    </message>
    <message>
        <source>Importance of %1</source>
        <translation>Importance&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (default %2)</source>
        <translation>%1 (par défaut&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Importance multiplies how far each answer leans. Changes update the verdict, chart and table at once and are saved with the profile.</source>
        <translation>L&apos;importance multiplie la tendance de chaque réponse. Les modifications mettent immédiatement à jour la recommandation, le graphique et le tableau, et sont enregistrées avec le profil.</translation>
    </message>
</context>
</TS>
