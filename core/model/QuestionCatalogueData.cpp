// The knowledge of the product: every question, option, lean, default weight,
// blocker and source, in one table. The engine and the wizard interpret it;
// adding a question is an edit here (plus its translations), nothing else.
//
// Leans: -1 strongly favours GPU, +1 strongly favours TPU. Default weights are
// the importance of the question (0..10, the user can change them). Both are
// judgement calls grounded in the cited sources; the README explains the scale.
//
// Each wizard step's questions are one function (softwareQuestions(), ...),
// and every entry names its fields (.lean, .defaultWeight, ...): no number's
// meaning depends on where it stands. scripts/question_table.py reads these
// names to write docs/questions.md.

#include "model/QuestionCatalogue.h"

#include <QtGlobal>

namespace accel {

namespace {

const QString kSeed000 = QStringLiteral("000_cd562042387fa89b.txt");
const QString kSeed001 = QStringLiteral("001_06bde5e0156046c6.txt");
const QString kSeed002 = QStringLiteral("002_453a0a501c3486d2.txt");
const QString kSeed003 = QStringLiteral("003_3eebf8aa0785e082.txt");
const QString kSeed004 = QStringLiteral("004_ad54f4f8b061e3b6.txt");
const QString kTpuIntro = QStringLiteral("cloud-tpu-intro");
const QString kTpu7x = QStringLiteral("cloud-tpu-7x");
const QString kPytorchXla = QStringLiteral("pytorch-xla");
const QString kPallas = QStringLiteral("jax-pallas");

std::vector<Source> sources() {
    return {
        {
            .id = kSeed000,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                       "GPU vs TPU: Choosing Your AI Engine (audio lesson)"),
            .publisher = QStringLiteral("BeFreed"),
            .date = QStringLiteral("2026-04-22"),
            .url = {}, // a stored article: no public address
        },
        {
            .id = kSeed001,
            .title =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "GPU vs TPU lesson: the freedom to pivot and the power to scale"),
            .publisher = QStringLiteral("BeFreed"),
            .date = QStringLiteral("2026"),
            .url = {}, // a stored article: no public address
        },
        {
            .id = kSeed002,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "TPU vs GPU: A beginner's guide"),
            .publisher = QString::fromUtf8(
                QT_TRANSLATE_NOOP("QuestionCatalogue", "Liquid Web (a GPU hosting vendor)")),
            .date = QStringLiteral("2025"),
            .url = {}, // a stored article: no public address
        },
        {
            .id = kSeed003,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                       "TPU vs GPU: Which Is Better for Deep Learning?"),
            .publisher = QStringLiteral("TechnoLynx"),
            .date = QStringLiteral("2026-01-26"),
            .url = {}, // a stored article: no public address
        },
        {
            .id = kSeed004,
            .title =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "Unpacking GPU vs TPU Performance in Training Large AI Models"),
            .publisher = QString::fromUtf8(QT_TRANSLATE_NOOP("QuestionCatalogue", "AI news site")),
            .date = QStringLiteral("2025-08-25"),
            .url = {}, // a stored article: no public address
        },
        {
            .id = kTpuIntro,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                       "Introduction to Cloud TPU: when to use TPUs"),
            .publisher = QStringLiteral("Google Cloud"),
            .date = QStringLiteral("2025-09"),
            .url = QStringLiteral("https://cloud.google.com/tpu/docs/intro-to-tpu"),
        },
        {
            .id = kTpu7x,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Cloud TPU7x (Ironwood) documentation"),
            .publisher = QStringLiteral("Google Cloud"),
            .date = QStringLiteral("2025"),
            .url = QStringLiteral("https://cloud.google.com/tpu/docs/tpu7x"),
        },
        {
            .id = kPytorchXla,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "PyTorch/XLA documentation"),
            .publisher = QStringLiteral("PyTorch Foundation"),
            .date = QStringLiteral("2025"),
            .url = QStringLiteral("https://docs.pytorch.org/xla/"),
        },
        {
            .id = kPallas,
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Pallas: a JAX kernel language"),
            .publisher = QString::fromUtf8(QT_TRANSLATE_NOOP("QuestionCatalogue", "JAX authors")),
            .date = QStringLiteral("2025"),
            .url = QStringLiteral("https://docs.jax.dev/en/latest/pallas/index.html"),
        },
    };
}

std::vector<StepSpec> steps() {
    return {
        {
            .id = QStringLiteral("software"),
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Framework and software"),
            .subtitle = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "What your code is written in and whether it can compile for a TPU."),
        },
        {
            .id = QStringLiteral("stage"),
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Project stage"),
            .subtitle =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "How settled the model is and what the hardware will mostly do."),
        },
        {
            .id = QStringLiteral("dynamism"),
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Model dynamism"),
            .subtitle = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "How regular the computation is: TPUs reward predictable, matrix-heavy work."),
        },
        {
            .id = QStringLiteral("team"),
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Team skills"),
            .subtitle = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "What your engineers already know and how much porting effort you can afford."),
        },
        {
            .id = QStringLiteral("infrastructure"),
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Cloud and infrastructure"),
            .subtitle = QT_TRANSLATE_NOOP(
                "QuestionCatalogue", "Where the work can run, and what must keep the chips fed."),
        },
        {
            .id = QStringLiteral("scale"),
            .title = QT_TRANSLATE_NOOP("QuestionCatalogue", "Scale and cost"),
            .subtitle =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "How big and how long the runs are, and what you optimise for."),
        },
    };
}

// Step 1: framework and software.
std::vector<QuestionSpec> softwareQuestions() {
    const QString software = QStringLiteral("software");
    return {
        {
            .id = QStringLiteral("framework"),
            .step = software,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Main &framework"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "The framework decides how directly your model reaches a TPU: TPUs are programmed "
                "through the XLA compiler, which TensorFlow and JAX target natively."),
            .defaultWeight = 3.0,
            .options =
                {
                    {
                        .id = QStringLiteral("pytorch"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "PyTorch"),
                        .lean = -0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "PyTorch reaches TPUs through PyTorch/XLA, "
                                                    "which works but is less mature than "
                                                    "PyTorch on GPUs, where nearly every library "
                                                    "and tutorial assumes CUDA."),
                        .sources = {kSeed004, kSeed002, kPytorchXla},
                    },
                    {
                        .id = QStringLiteral("tensorflow"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "TensorFlow"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue", "TPUs were built alongside TensorFlow and run it "
                                                 "well; note that the newest "
                                                 "generation (TPU7x) no longer runs TensorFlow."),
                        .sources = {kSeed002, kSeed003, kTpu7x},
                    },
                    {
                        .id = QStringLiteral("jax"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "JAX"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "JAX compiles through XLA by design, so the "
                                                    "same code runs on TPUs of every "
                                                    "generation without porting; the sources pair "
                                                    "it with TensorFlow as a TPU fit."),
                        .sources = {kSeed000, kSeed003},
                    },
                    {
                        .id = QStringLiteral("mixed"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Several frameworks"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Only GPUs run every framework equally well; a "
                                                    "team that mixes frameworks would "
                                                    "have to bring each one to XLA separately."),
                        .sources = {kSeed002, kSeed003},
                    },
                    {
                        .id = QStringLiteral("other"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Other (ONNX Runtime, custom C++/CUDA, …)"),
                        .lean = -1.0,
                        .reason =
                            QT_TRANSLATE_NOOP("QuestionCatalogue",
                                              "Stacks outside TensorFlow, JAX and PyTorch rarely "
                                              "have a TPU back end; GPUs are "
                                              "the default target of almost every other runtime."),
                        .sources = {kSeed003, kSeed002},
                    },
                },
            .sources = {kSeed000, kSeed001, kSeed003},
        },
        {
            .id = QStringLiteral("xla_compat"),
            .step = software,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Does the model compile under &XLA?"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue", "Everything that runs on a TPU is compiled "
                                                       "by XLA. If it does not compile, the GPU is "
                                                       "the default choice."),
            .defaultWeight = 3.0,
            .options =
                {
                    {
                        .id = QStringLiteral("yes"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Yes, it compiles and runs under XLA"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Compiling under XLA makes a TPU possible; it "
                                                    "is not in itself a reason to "
                                                    "choose one."),
                        .sources = {kSeed000, kTpuIntro},
                    },
                    {
                        .id = QStringLiteral("partial"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Partly (some graph breaks or CPU fallbacks)"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Graph breaks and operations that fall back to "
                                                    "the host cost TPU speed and need "
                                                    "engineering time before a TPU pays off."),
                        .sources = {kSeed000, kTpuIntro},
                    },
                    {
                        .id = QStringLiteral("no"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "No"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Code that does not compile under XLA cannot "
                                                    "use a TPU until it is rewritten."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("unknown"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Not tested yet"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Until it is tested, assume some porting work: "
                                                    "the GPU runs the code as it is."),
                        .sources = {kSeed000},
                    },
                },
            .sources = {kSeed000, kSeed001, kTpuIntro},
        },
        {
            .id = QStringLiteral("custom_kernels"),
            .step = software,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "&Custom kernels or operations"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Hand-written kernels and unusual operations are where TPUs struggle most."),
            .defaultWeight = 3.5,
            .options =
                {
                    {
                        .id = QStringLiteral("none"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "None (standard framework operations only)"),
                        .lean = 0.0,
                        .reason =
                            QT_TRANSLATE_NOOP("QuestionCatalogue",
                                              "Standard operations remove an obstacle to TPUs; on "
                                              "their own they favour neither "
                                              "chip."),
                        .sources = {kTpuIntro, kSeed002},
                    },
                    {
                        .id = QStringLiteral("portable"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Some, with XLA or Pallas equivalents"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Custom operations that have XLA or Pallas "
                                                    "versions can move, but each one is "
                                                    "porting and testing work."),
                        .sources = {kSeed001, kPallas},
                    },
                    {
                        .id = QStringLiteral("cuda"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Yes (CUDA or Triton kernels)"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue", "CUDA and Triton kernels run only on GPUs; Google "
                                                 "itself says TPUs are not suited "
                                                 "to custom operations in the main training loop."),
                        .sources = {kSeed001, kSeed002, kSeed004, kTpuIntro},
                    },
                },
            .sources = {kSeed001, kSeed002, kSeed004, kTpuIntro},
        },
    };
}

// Step 2: project stage.
std::vector<QuestionSpec> stageQuestions() {
    const QString stage = QStringLiteral("stage");
    const Platform gpu = Platform::Gpu;
    const Platform tpu = Platform::Tpu;
    return {
        {
            .id = QStringLiteral("stage"),
            .step = stage,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Project &stage"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Early, changing work wants the GPU's flexibility; large runs on a settled "
                "architecture are where TPUs pay off."),
            .defaultWeight = 2.5,
            .options =
                {
                    {
                        .id = QStringLiteral("research"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Research (the architecture changes weekly)"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Exploratory work with a changing architecture is the GPU's home "
                            "ground: fast "
                            "iteration, easy debugging, every new operator supported."),
                        .sources = {kSeed000, kSeed001, kSeed003},
                        .hybridWork =
                            HybridWork{
                                .platform = gpu,
                                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                          "exploratory research runs"),
                            },
                    },
                    {
                        .id = QStringLiteral("prototype"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Prototype (a candidate model, still changing)"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Prototyping is the messy, creative phase that "
                                                    "the sources give to GPUs: the "
                                                    "model still changes often."),
                        .sources = {kSeed000, kSeed002},
                        .hybridWork =
                            HybridWork{
                                .platform = gpu,
                                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                          "prototyping and ablations"),
                            },
                    },
                    {
                        .id = QStringLiteral("scale_up"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue",
                                              "Scale-up (the architecture is settling, large runs "
                                              "are being prepared)"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "A settling architecture is the classic moment "
                                                    "for the mixed strategy: keep "
                                                    "iterating on GPUs, move the large runs to "
                                                    "TPUs if TPUs lead the score. On its "
                                                    "own "
                                                    "it favours neither chip."),
                        .sources = {kSeed003, kSeed001},
                        .hybridWork =
                            HybridWork{
                                .platform = tpu,
                                .work = QT_TRANSLATE_NOOP(
                                    "QuestionCatalogue",
                                    "the large training runs once the architecture is frozen"),
                            },
                    },
                    {
                        .id = QStringLiteral("production"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Production (a stable model retrained or served "
                                                   "on a schedule)"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "A stable model favours TPUs only when the "
                                                    "work is large or sustained (the "
                                                    "factory line); a stable model on one or a few "
                                                    "devices favours neither chip."),
                        .sources = {kSeed000, kSeed001, kSeed003},
                        .hybridWork =
                            HybridWork{
                                .platform = tpu,
                                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                          "scheduled production training"),
                            },
                    },
                },
            .sources = {kSeed000, kSeed001, kSeed003},
        },
        {
            .id = QStringLiteral("workload"),
            .step = stage,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Main &workload"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Both platforms train and serve; the balance between the two changes the picture."),
            .defaultWeight = 1.0,
            .options =
                {
                    {
                        .id = QStringLiteral("training"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Training"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Both chips train; scale, stage and the model decide which fits "
                            "better."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("inference"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Inference (serving)"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Both chips serve models; the kind of serving "
                                                    "decides which fits better."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("both"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Both training and serving"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Training and serving pull in different "
                                                    "directions; the serving question "
                                                    "decides more."),
                        .sources = {kSeed003},
                    },
                },
            .sources = {kSeed003},
        },
        {
            .id = QStringLiteral("serving"),
            .step = stage,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Kind of &serving"),
            .help = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "Asked only when you serve models: the shape of the traffic "
                                      "decides which chip serves "
                                      "it best."),
            .defaultWeight = 3.0,
            .options =
                {
                    {
                        .id = QStringLiteral("online_low_latency"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Online, low latency, variable requests"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "GPUs serve unpredictable, low-latency traffic "
                                                    "flexibly, with variable batch "
                                                    "sizes and many models side by side."),
                        .sources = {kSeed003},
                        .hybridWork =
                            HybridWork{
                                .platform = gpu,
                                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                          "online, low-latency serving"),
                            },
                    },
                    {
                        .id = QStringLiteral("batch_throughput"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Batch or high-throughput serving"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Large-batch, high-throughput inference inside "
                                                    "Google Cloud is where TPUs serve "
                                                    "most efficiently."),
                        .sources = {kSeed003, kSeed002},
                        .hybridWork =
                            HybridWork{
                                .platform = tpu,
                                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                          "batch, high-throughput inference"),
                            },
                    },
                },
            .sources = {kSeed003},
            .appliesWhen = {{QStringLiteral("workload"),
                             {QStringLiteral("inference"), QStringLiteral("both")}}},
        },
    };
}

// Step 3: model dynamism.
std::vector<QuestionSpec> dynamismQuestions() {
    const QString dynamism = QStringLiteral("dynamism");
    const Platform gpu = Platform::Gpu;
    return {
        {
            .id = QStringLiteral("model_family"),
            .step = dynamism,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "&Model family"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "How much of the compute is large, regular matrix multiplication."),
            .defaultWeight = 2.0,
            .options =
                {
                    {
                        .id = QStringLiteral("dense_transformer"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Dense transformer"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Dense transformers are dominated by "
                                                    "predictable matrix multiplications, which "
                                                    "a TPU's systolic arrays are built for."),
                        .sources = {kSeed003, kTpuIntro},
                    },
                    {
                        .id = QStringLiteral("cnn"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Convolutional network"),
                        .lean = 0.25,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Convolutions map well to both; TPUs do well once shapes are fixed."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("moe"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Mixture of experts"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Expert routing adds data-dependent work; both "
                                                    "platforms train mixtures of "
                                                    "experts at scale, so this leans neither way."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("recsys"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Recommender with large embeddings"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Google lists ultra-large embeddings, common "
                                                    "in ranking and recommendation, "
                                                    "among the workloads TPUs suit."),
                        .sources = {kTpuIntro},
                    },
                    {
                        .id = QStringLiteral("other"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Other or unusual architecture"),
                        .lean = -0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Architectures that do not fit a standard "
                                                    "mould benefit from the GPU's general "
                                                    "purpose design."),
                        .sources = {kSeed000, kSeed004},
                    },
                },
            .sources = {kSeed003, kTpuIntro},
        },
        {
            .id = QStringLiteral("shapes"),
            .step = dynamism,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Tensor s&hapes"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "A TPU compiles a program per shape; shapes that change force recompilation or "
                "padding."),
            .defaultWeight = 3.0,
            .options =
                {
                    {
                        .id = QStringLiteral("static"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Static (the same shapes every step)"),
                        .lean = 0.25,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Fixed shapes compile once: the regular, structured compute TPUs "
                            "focus on."),
                        .sources = {kSeed002, kSeed003},
                    },
                    {
                        .id = QStringLiteral("bucketed"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Bucketed or padded to a few sizes"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "A handful of padded sizes costs a few "
                                                    "compilations and some wasted work: TPUs "
                                                    "tolerate it, and it favours neither chip."),
                        .sources = {kSeed004, kSeed003},
                    },
                    {
                        .id = QStringLiteral("dynamic"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Dynamic (shapes vary freely)"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "TPUs struggle with dynamic shapes; GPUs "
                                                    "accommodate them without recompiling."),
                        .sources = {kSeed002, kSeed004},
                    },
                },
            .sources = {kSeed002, kSeed004},
        },
        {
            .id = QStringLiteral("control_flow"),
            .step = dynamism,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Data-dependent &control flow"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Branches that depend on the data are awkward to compile for a TPU."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("none"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "None", "control flow"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Without branching there is no obstacle to a TPU, and no reason "
                            "to prefer one either."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("some"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "Some", "control flow"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Occasional branching works under XLA but needs care."),
                        .sources = {kSeed003, kSeed002},
                    },
                    {
                        .id = QStringLiteral("heavy"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Heavy"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Models full of conditional logic are a GPU workload: its cores handle "
                            "branching natively."),
                        .sources = {kSeed002, kSeed003},
                    },
                },
            .sources = {kSeed002, kSeed003},
        },
        {
            .id = QStringLiteral("debugging"),
            .step = dynamism,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "How often you &debug and profile"),
            .help = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "GPUs have the mature debuggers and profilers; TPUs suit "
                                      "work that rarely needs them."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("rarely"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Rarely"),
                        .lean = 0.25,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Pick TPUs when you need little debugging flexibility."),
                        .sources = {kSeed002},
                    },
                    {
                        .id = QStringLiteral("sometimes"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Sometimes"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Occasional debugging is easier with GPU tools "
                                                    "such as PyTorch Profiler and "
                                                    "Nsight."),
                        .sources = {kSeed002, kSeed003},
                    },
                    {
                        .id = QStringLiteral("constantly"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Constantly"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Constant debugging wants the GPU's mature tools and local workflows."),
                        .sources = {kSeed002, kSeed003},
                        .hybridWork =
                            HybridWork{
                                .platform = gpu,
                                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                          "debugging and profiling sessions"),
                            },
                    },
                },
            .sources = {kSeed002, kSeed003},
        },
    };
}

// Step 4: team skills.
std::vector<QuestionSpec> teamQuestions() {
    const QString team = QStringLiteral("team");
    return {
        {
            .id = QStringLiteral("cuda_skill"),
            .step = team,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "CUDA e&xpertise in the team"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Existing GPU expertise is an asset you keep by staying on GPUs."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("none"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "None", "CUDA expertise"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "With no CUDA investment to protect, the choice stays open: this "
                            "favours neither chip."),
                        .sources = {kSeed001},
                    },
                    {
                        .id = QStringLiteral("some"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "Some", "CUDA expertise"),
                        .lean = -0.25,
                        .reason =
                            QT_TRANSLATE_NOOP("QuestionCatalogue",
                                              "Some CUDA experience makes the GPU path smoother."),
                        .sources = {kSeed001},
                    },
                    {
                        .id = QStringLiteral("deep"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "Deep", "CUDA expertise"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Deep CUDA expertise is a strong reason to stay on GPUs."),
                        .sources = {kSeed001},
                    },
                },
            .sources = {kSeed001},
        },
        {
            .id = QStringLiteral("xla_skill"),
            .step = team,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "XLA, JAX or TPU &experience"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "Keeping a TPU busy takes people who know its compiler stack."),
            .defaultWeight = 2.0,
            .options =
                {
                    {
                        .id = QStringLiteral("none"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "None", "XLA experience"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Without TPU skills the team faces a learning "
                                                    "curve before the chips pay off."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("some"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "Some", "XLA experience"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Some XLA experience removes the learning curve; it is not a "
                            "reason to choose TPUs."),
                        .sources = {kSeed000},
                    },
                    {
                        .id = QStringLiteral("deep"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "Deep", "XLA experience"),
                        .lean = 0.25,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "A team fluent in XLA can keep a TPU fully busy, which the "
                            "sources say takes rare skill: a small point for TPUs."),
                        .sources = {kSeed000, kSeed001},
                    },
                },
            .sources = {kSeed000, kSeed001},
        },
        {
            .id = QStringLiteral("porting_budget"),
            .step = team,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Time you can spend &porting"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Moving to TPUs has a human cost: weeks of engineering to port and tune."),
            .defaultWeight = 2.0,
            .options =
                {
                    {
                        .id = QStringLiteral("none"),
                        .label = QT_TRANSLATE_NOOP3("QuestionCatalogue", "None", "porting time"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "With no time to port, the code stays where it runs today: the "
                            "human cost of a TPU cannot be paid."),
                        .sources = {kSeed001},
                    },
                    {
                        .id = QStringLiteral("weeks"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "A few weeks"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "A few weeks covers porting and tuning a model that already fits XLA: "
                            "the "
                            "human cost can be paid, which favours neither chip."),
                        .sources = {kSeed001, kSeed000},
                    },
                    {
                        .id = QStringLiteral("months"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Months"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Months of budget make even a substantial port realistic; time to "
                            "port is not a reason to port."),
                        .sources = {kSeed001},
                    },
                },
            .sources = {kSeed000, kSeed001},
        },
    };
}

// Step 5: cloud and infrastructure.
std::vector<QuestionSpec> infrastructureQuestions() {
    const QString infra = QStringLiteral("infrastructure");
    return {
        {
            .id = QStringLiteral("hosting"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Where the work must &run"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "TPUs exist only as a Google Cloud service; GPUs are available almost everywhere."),
            .defaultWeight = 3.0,
            .options =
                {
                    {
                        .id = QStringLiteral("gcp"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Google Cloud"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "On Google Cloud both platforms are available: "
                                                    "that makes a TPU possible, not "
                                                    "preferable."),
                        .sources = {kSeed002, kSeed003},
                    },
                    {
                        .id = QStringLiteral("other_cloud"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Another cloud (AWS, Azure, …)"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Other clouds offer GPUs but no TPUs: a blocker, shown as such."),
                        .sources = {kSeed002},
                    },
                    {
                        .id = QStringLiteral("multi_cloud"),
                        .label = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Several clouds (the work must stay portable between them)"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Work that must move between clouds cannot "
                                                    "depend on a chip only Google Cloud "
                                                    "offers: a blocker, shown as such."),
                        .sources = {kSeed000, kSeed001, kSeed002},
                    },
                    {
                        .id = QStringLiteral("multi_cloud_gcp"),
                        .label = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Several clouds, Google Cloud among them for the large runs"),
                        .lean = -0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "TPUs stay possible on the Google Cloud side, "
                                                    "but freedom to move between "
                                                    "clouds is one of the GPU's strengths."),
                        .sources = {kSeed001, kSeed000},
                    },
                    {
                        .id = QStringLiteral("on_prem"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "On premises"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "TPUs cannot be bought or installed on "
                                                    "premises: a blocker, shown as such."),
                        .sources = {kSeed002, kSeed003},
                    },
                    {
                        .id = QStringLiteral("edge"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "At the edge or on devices"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Cloud TPUs cannot be deployed at the edge: a blocker, shown as "
                            "such."),
                        .sources = {kSeed004, kSeed003},
                    },
                },
            .sources = {kSeed000, kSeed002, kSeed003},
            .openAliases = {QStringLiteral("undecided")},
        },
        {
            .id = QStringLiteral("lock_in"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Dependence on one cloud provider"),
            .help = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "TPUs tie you to Google Cloud and its pricing."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("avoid"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Must be avoided"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "If lock-in must be avoided, the portable GPU is the safer choice."),
                        .sources = {kSeed002, kSeed000},
                    },
                    {
                        .id = QStringLiteral("acceptable"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Acceptable"),
                        .lean = 0.0,
                        .reason =
                            QT_TRANSLATE_NOOP("QuestionCatalogue",
                                              "Accepting Google Cloud pricing removes an obstacle "
                                              "to TPUs without favouring them."),
                        .sources = {kSeed002},
                    },
                },
            .sources = {kSeed002},
        },
        {
            .id = QStringLiteral("timeline"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "&Timeline"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "A faster chip is no help behind a long queue or a long port."),
            .defaultWeight = 1.0,
            .options =
                {
                    {
                        .id = QStringLiteral("urgent"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Urgent (results needed within weeks)"),
                        .lean = -0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "When time is short, use hardware you can get "
                                                    "and code that runs today."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("flexible"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Flexible"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "A flexible timeline leaves room to port and tune, without "
                            "favouring either chip."),
                        .sources = {kSeed001},
                    },
                },
            .sources = {kSeed000, kSeed001},
        },
        {
            .id = QStringLiteral("data_pipeline"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Input &data pipeline"),
            .help = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "A TPU idles when storage or the network cannot feed it."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("fast"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "Fast enough to keep accelerators busy"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "A pipeline that keeps up removes the utilisation obstacle; it "
                            "favours neither chip."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("unknown"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Not measured"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "An unmeasured pipeline risks leaving "
                                                    "expensive TPUs waiting for data."),
                        .sources = {kSeed001},
                    },
                    {
                        .id = QStringLiteral("bottleneck"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Already a bottleneck"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "A slow pipeline wastes a TPU more than a GPU; fix it first."),
                        .sources = {kSeed000, kSeed001},
                    },
                },
            .sources = {kSeed000, kSeed001},
        },
        {
            .id = QStringLiteral("shared_use"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Other uses of the &hardware"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "Hardware shared with non-ML work favours general-purpose GPUs."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("ml_only"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Machine learning only"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Dedicated ML hardware can be specialised, which favours neither "
                            "chip by itself."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("mixed"),
                        .label = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue", "Also rendering, simulation or data engineering"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Only GPUs also run rendering, simulation and data-engineering work."),
                        .sources = {kSeed002, kSeed003},
                    },
                },
            .sources = {kSeed002, kSeed003},
        },
        {
            .id = QStringLiteral("capacity"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Accelerators you already h&old"),
            .help = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Owned GPUs, reservations, committed use or a granted TPU quota: a chip you have "
                "today beats a faster one you would wait for."),
            .defaultWeight = 3.0,
            .options =
                {
                    {
                        .id = QStringLiteral("gpu"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "GPUs (owned, reserved or committed)"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "GPU capacity already in hand is available "
                                                    "now; a TPU gives no benefit while "
                                                    "you queue for it."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("tpu"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                   "TPU quota or a TPU reservation"),
                        .lean = 0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "TPU capacity already granted removes the "
                                                    "queue and is paid for or promised: "
                                                    "it favours using it."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("both"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Both"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Capacity on both sides leaves the choice to the other answers."),
                        .sources = {kSeed000},
                    },
                    {
                        .id = QStringLiteral("none"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Neither yet"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "With nothing held yet, availability is decided by how long each "
                            "would take to get."),
                        .sources = {kSeed000},
                    },
                },
            .sources = {kSeed000, kSeed001},
        },
        {
            .id = QStringLiteral("tpu_queue"),
            .step = infra,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "&Wait for TPUs of the size you need"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue", "Quota or a slice of the right size in your "
                                                       "region can take time to obtain; a faster "
                                                       "chip is no help behind a long queue."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("days"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Days or less"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "TPUs within days remove the queue obstacle; that favours neither "
                            "chip."),
                        .sources = {kSeed000},
                    },
                    {
                        .id = QStringLiteral("weeks"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Weeks"),
                        .lean = -0.5,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Weeks of waiting for TPU capacity cost time that GPUs you can get "
                            "now do not."),
                        .sources = {kSeed000, kSeed001},
                    },
                    {
                        .id = QStringLiteral("months"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Months, or no quota in sight"),
                        .lean = -1.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "A TPU months away gives no benefit now: the availability check of the "
                            "selection playbook fails."),
                        .sources = {kSeed000, kSeed001},
                    },
                },
            .sources = {kSeed000, kSeed001},
        },
    };
}

// Step 6: scale and cost.
std::vector<QuestionSpec> scaleQuestions() {
    const QString scale = QStringLiteral("scale");
    const Platform tpu = Platform::Tpu;
    return {
        {
            .id = QStringLiteral("scale"),
            .step = scale,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Largest &run"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue", "TPU interconnects and pods are built for "
                                                       "distributed training; GPUs scale too, with "
                                                       "careful tuning."),
            .defaultWeight = 2.0,
            .options =
                {
                    {
                        .id = QStringLiteral("single"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "One device"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "A single device gains nothing from TPU "
                                                    "interconnects, and GPUs are easiest to "
                                                    "get one at a time."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("node"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "2 to 8 devices (one node)"),
                        .lean = -0.25,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Within one node both platforms scale easily."),
                        .sources = {kSeed003},
                    },
                    {
                        .id = QStringLiteral("cluster"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "9 to 256 devices"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Across many devices, the TPU's fast, "
                                                    "predictable interconnect starts to tell."),
                        .sources = {kSeed003},
                        .hybridWork =
                            HybridWork{
                                .platform = tpu,
                                .work =
                                    QT_TRANSLATE_NOOP("QuestionCatalogue", "the multi-node runs"),
                            },
                    },
                    {
                        .id = QStringLiteral("pod"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "More than 256 devices"),
                        .lean = 1.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "Pod-scale training is what TPU slices and "
                                                    "their interconnect are designed for."),
                        .sources = {kSeed003, kTpuIntro},
                        .hybridWork =
                            HybridWork{
                                .platform = tpu,
                                .work =
                                    QT_TRANSLATE_NOOP("QuestionCatalogue", "the pod-scale runs"),
                            },
                    },
                },
            .sources = {kSeed003},
        },
        {
            .id = QStringLiteral("duration"),
            .step = scale,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "&Duration of the jobs"),
            .help = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "TPUs are most cost-effective for large, sustained jobs."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("bursts"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Short bursts"),
                        .lean = -0.5,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Short, irregular jobs fit GPUs rented or owned as needed."),
                        .sources = {kSeed002},
                    },
                    {
                        .id = QStringLiteral("sustained"),
                        .label =
                            QT_TRANSLATE_NOOP("QuestionCatalogue", "Sustained (days to months)"),
                        .lean = 0.5,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "Long, steady jobs are where TPUs are most cost-effective."),
                        .sources = {kSeed002, kSeed003, kTpuIntro},
                    },
                },
            .sources = {kSeed002, kSeed003},
        },
        {
            .id = QStringLiteral("priority"),
            .step = scale,
            .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "What matters &most"),
            .help =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "A balance between the freedom to pivot and the power to scale."),
            .defaultWeight = 1.5,
            .options =
                {
                    {
                        .id = QStringLiteral("flexibility"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Flexibility to pivot"),
                        .lean = -0.75,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "The freedom to change course is the GPU's strength."),
                        .sources = {kSeed001, kSeed003},
                    },
                    {
                        .id = QStringLiteral("balanced"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "A balance of both"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                                    "A balance favours neither platform."),
                        .sources = {kSeed001},
                    },
                    {
                        .id = QStringLiteral("cost_efficiency"),
                        .label = QT_TRANSLATE_NOOP("QuestionCatalogue", "Cost efficiency at scale"),
                        .lean = 0.0,
                        .reason = QT_TRANSLATE_NOOP(
                            "QuestionCatalogue",
                            "TPUs' price-performance advantage is at scale (many devices); below "
                            "that, or "
                            "with the scale not known, cost efficiency favours neither chip."),
                        .sources = {kSeed002, kSeed003},
                    },
                },
            .sources = {kSeed001, kSeed002},
        },
    };
}

// Every question, step by step in the wizard's order.
std::vector<QuestionSpec> questions() {
    std::vector<QuestionSpec> all;
    for (auto* step : {&softwareQuestions, &stageQuestions, &dynamismQuestions, &teamQuestions,
                       &infrastructureQuestions, &scaleQuestions}) {
        std::vector<QuestionSpec> some = step();
        all.insert(all.end(), std::make_move_iterator(some.begin()),
                   std::make_move_iterator(some.end()));
    }
    return all;
}

std::vector<BlockerRule> blockers() {
    using C = Condition;
    return {
        {
            .id = QStringLiteral("tpu_needs_google_cloud"),
            .platform = Platform::Tpu,
            .when = {C{QStringLiteral("hosting"),
                       {QStringLiteral("on_prem"), QStringLiteral("edge")}}},
            .reason =
                QT_TRANSLATE_NOOP("QuestionCatalogue", "TPUs are available only as a Google Cloud "
                                                       "service; they cannot run on premises or at "
                                                       "the edge."),
            .sources = {kSeed002, kSeed003},
            .keeps = QT_TRANSLATE_NOOP("QuestionCatalogue", "The work can run on Google Cloud"),
        },
        {
            .id = QStringLiteral("tpu_needs_google_cloud_access"),
            .platform = Platform::Tpu,
            .when = {C{QStringLiteral("hosting"),
                       {QStringLiteral("other_cloud"), QStringLiteral("multi_cloud")}}},
            .reason = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                        "The work must run on another cloud, or stay portable "
                                        "between clouds; TPUs exist only "
                                        "in Google Cloud."),
            .sources = {kSeed002, kSeed000, kSeed001},
            .keeps = QT_TRANSLATE_NOOP("QuestionCatalogue", "The work can run on Google Cloud"),
        },
        {
            .id = QStringLiteral("tpu_needs_capacity_in_time"),
            .platform = Platform::Tpu,
            .when = {C{QStringLiteral("timeline"), {QStringLiteral("urgent")}},
                     C{QStringLiteral("tpu_queue"), {QStringLiteral("months")}}},
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Results are needed within weeks, and TPU capacity is months away."),
            .sources = {kSeed000, kSeed001},
            .keeps =
                QT_TRANSLATE_NOOP("QuestionCatalogue", "TPUs can be had in time for the deadline"),
        },
        {
            .id = QStringLiteral("tpu_needs_ported_kernels"),
            .platform = Platform::Tpu,
            .when = {C{QStringLiteral("custom_kernels"), {QStringLiteral("cuda")}},
                     C{QStringLiteral("porting_budget"), {QStringLiteral("none")}}},
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "CUDA kernels cannot run on a TPU, and there is no time to port them."),
            .sources = {kSeed001, kSeed002},
            .keeps = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                       "No CUDA-only kernels, or time to port them"),
        },
        {
            .id = QStringLiteral("tpu_needs_xla_compilation"),
            .platform = Platform::Tpu,
            .when = {C{QStringLiteral("xla_compat"), {QStringLiteral("no")}}},
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "The code does not compile under XLA, and a TPU runs only what XLA "
                "compiles: until it does, TPUs are not an option."),
            .sources = {kSeed000, kSeed001, kTpuIntro},
            .keeps = QT_TRANSLATE_NOOP("QuestionCatalogue", "The model compiles under XLA"),
        },
    };
}

// Interactions the sources state, read by the engine like every other rule.
std::vector<InteractionRule> interactions() {
    using C = Condition;
    const QString scale = QStringLiteral("scale");
    const QStringList inference{QStringLiteral("inference")};
    const QString workload = QStringLiteral("workload");
    const QString timeline = QStringLiteral("timeline");
    const QString xla = QStringLiteral("xla_compat");
    return {
        // Serving judged as serving (003: "GPUs support flexible, low-latency
        // serving. TPUs can perform inference well, especially at high
        // throughput"). Declared before the training rules, so that for an
        // inference-only workload they are the ones that count.
        {
            .question = QStringLiteral("serving"),
            .option = QStringLiteral("online_low_latency"),
            .when = {C{workload, inference}},
            .lean = -1.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "For a workload that only serves, flexible low-latency serving is the GPU's "
                "home ground: variable batch sizes, many models side by side."),
            .sources = {kSeed003},
        },
        {
            .question = QStringLiteral("serving"),
            .option = QStringLiteral("batch_throughput"),
            .when = {C{workload, inference}},
            .lean = 0.75,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "For a workload that only serves, high-throughput batch inference is where "
                "TPUs serve most efficiently."),
            .sources = {kSeed003, kTpuIntro},
        },
        {
            .question = QStringLiteral("stage"),
            .option = QStringLiteral("production"),
            .when = {C{workload, inference}},
            .lean = 0.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "A stable model in production serving favours neither chip by itself: the kind "
                "of serving decides."),
            .sources = {kSeed003},
        },
        {
            .question = scale,
            .option = QStringLiteral("pod"),
            .when = {C{workload, inference}},
            .lean = 0.25,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "More than 256 serving devices are mostly many copies of the model: their "
                "requests need little of the interconnect that pod-scale training uses."),
            .sources = {kSeed003},
        },
        {
            .question = scale,
            .option = QStringLiteral("cluster"),
            .when = {C{workload, inference}},
            .lean = 0.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Tens of serving devices scale by adding copies of the model on either chip."),
            .sources = {kSeed003},
        },
        {
            .question = QStringLiteral("duration"),
            .option = QStringLiteral("sustained"),
            .when = {C{workload, inference}},
            .lean = 0.25,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "A steady serving load keeps the chips busy, where TPUs are cost-effective; "
                "how the requests arrive matters more."),
            .sources = {kSeed003},
        },
        // 003: online serving adapts "to traffic with variable batch sizes":
        // a model's static shapes help a TPU less when the batch keeps changing.
        {
            .question = QStringLiteral("shapes"),
            .option = QStringLiteral("static"),
            .when = {C{QStringLiteral("serving"), {QStringLiteral("online_low_latency")}}},
            .lean = 0.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Online traffic arrives in batches of every size, so the model's fixed shapes "
                "give a TPU less of an edge: this favours neither chip."),
            .sources = {kSeed003},
        },
        // The playbook's availability check (000: "a theoretically faster chip
        // like a TPU provides no benefit if there are long queue times for
        // access"): a wait of weeks weighs more when results are due in weeks,
        // and so do GPUs already in hand.
        {
            .question = QStringLiteral("tpu_queue"),
            .option = QStringLiteral("weeks"),
            .when = {C{timeline, {QStringLiteral("urgent")}}},
            .lean = -1.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "Results are due within weeks and TPUs are weeks away: a faster chip gives no "
                "benefit while you queue for it."),
            .sources = {kSeed000, kSeed001},
        },
        {
            .question = QStringLiteral("capacity"),
            .option = QStringLiteral("gpu"),
            .when = {C{timeline, {QStringLiteral("urgent")}}},
            .lean = -1.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "GPUs already in hand and results due within weeks: the capacity you hold is "
                "the capacity that delivers in time."),
            .sources = {kSeed000, kSeed001},
        },
        // Code that only partly compiles needs engineering time and XLA skill
        // before a TPU pays off (000, 001: the human cost of a port).
        {
            .question = xla,
            .option = QStringLiteral("partial"),
            .when = {C{QStringLiteral("porting_budget"), {QStringLiteral("none")}}},
            .lean = -1.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "The model only partly compiles under XLA and there is no time to fix the graph "
                "breaks: the human cost of a TPU cannot be paid."),
            .sources = {kSeed000, kSeed001},
        },
        {
            .question = xla,
            .option = QStringLiteral("partial"),
            .when = {C{QStringLiteral("xla_skill"), {QStringLiteral("none")}}},
            .lean = -0.75,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "The model only partly compiles under XLA and nobody in the team has XLA "
                "experience to fix the graph breaks."),
            .sources = {kSeed000, kSeed001},
        },
        {
            .question = xla,
            .option = QStringLiteral("partial"),
            .when = {C{timeline, {QStringLiteral("urgent")}}},
            .lean = -0.75,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "The model only partly compiles under XLA and results are due within weeks: "
                "there is no time to fix the graph breaks first."),
            .sources = {kSeed000, kSeed001},
        },
        // Seed 000: TPUs for "large-scale, production-grade training once the
        // architecture is locked in"; 002/003: for large, sustained jobs.
        {
            .question = QStringLiteral("stage"),
            .option = QStringLiteral("production"),
            .when = {C{scale, {QStringLiteral("pod")}}},
            .lean = 1.0,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "A stable model trained at pod scale is the TPU's factory line: "
                "large-scale, production-grade work with the architecture locked in."),
            .sources = {kSeed000, kSeed001, kSeed003},
        },
        {
            .question = QStringLiteral("stage"),
            .option = QStringLiteral("production"),
            .when = {C{scale, {QStringLiteral("cluster")}}},
            .lean = 0.75,
            .reason =
                QT_TRANSLATE_NOOP("QuestionCatalogue",
                                  "A stable model run across many devices is where TPUs pay off: "
                                  "production-grade work at scale."),
            .sources = {kSeed000, kSeed003},
        },
        {
            .question = QStringLiteral("stage"),
            .option = QStringLiteral("production"),
            .when = {C{scale, {QStringLiteral("node")}},
                     C{QStringLiteral("duration"), {QStringLiteral("sustained")}}},
            .lean = 0.25,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "A stable model kept busy for days or months leans a little to TPUs, "
                "which are most cost-effective for sustained jobs."),
            .sources = {kSeed002, kSeed003},
        },
        // "No time to port" costs little when nothing needs porting.
        {
            .question = QStringLiteral("porting_budget"),
            .option = QStringLiteral("none"),
            .when = {C{QStringLiteral("xla_compat"), {QStringLiteral("yes")}},
                     C{QStringLiteral("custom_kernels"), {QStringLiteral("none")}}},
            .lean = -0.25,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "The code already compiles under XLA with standard operations, so having "
                "no time to port costs little: only tuning is left."),
            .sources = {kSeed000, kSeed001},
        },
        // 002/003: TPUs give better price-performance "at scale".
        {
            .question = QStringLiteral("priority"),
            .option = QStringLiteral("cost_efficiency"),
            .when = {C{scale, {QStringLiteral("cluster"), QStringLiteral("pod")}}},
            .lean = 0.5,
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "At scale TPUs can give better price-performance, within Google Cloud "
                "pricing."),
            .sources = {kSeed002, kSeed003},
        },
    };
}

HybridRule hybridRule() {
    using C = Condition;
    const QString stage = QStringLiteral("stage");
    const QStringList trainingWork{QStringLiteral("training"), QStringLiteral("both")};
    return {
        // Experimentation still happening.
        .experimentationPhase = {{C{stage,
                                    {QStringLiteral("research"), QStringLiteral("prototype"),
                                     QStringLiteral("scale_up")}}}},
        // Scaled, stable runs present.
        .scaledPhase =
            {
                // Scale-up is defined as "large runs are being prepared".
                {C{stage, {QStringLiteral("scale_up")}}},
                {C{stage, {QStringLiteral("production")}},
                 C{QStringLiteral("workload"), trainingWork}},
                {C{QStringLiteral("scale"), {QStringLiteral("cluster"), QStringLiteral("pod")}},
                 C{QStringLiteral("workload"), trainingWork}},
            },
        .minNormalisedMargin = 0.0,
        .explanation = QT_TRANSLATE_NOOP(
            "QuestionCatalogue",
            "Hybrid means GPUs for development and experimentation, TPUs for the scaled, stable "
            "runs. It is recommended only when TPUs are available, the answers show both an "
            "experimentation phase and scaled training runs, and TPUs lead the weighted score. "
            "With an experimentation phase and no scaled runs the verdict is GPU."),
        .defaultGpuWork =
            {
                .platform = Platform::Gpu,
                .work = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                          "development, experiments and debugging"),
            },
        .defaultTpuWork =
            {
                .platform = Platform::Tpu,
                .work = QT_TRANSLATE_NOOP("QuestionCatalogue", "the large, stable training runs"),
            },
        .sources = {kSeed003, kSeed001},
    };
}

// Priors for sampling open answers: only where a source says what projects like
// this one usually answer. "Not tested yet" weighs 0 in them: a sample stands
// for what testing would show.
std::vector<PriorRule> priors() {
    using C = Condition;
    const QString xla = QStringLiteral("xla_compat");
    const QString framework = QStringLiteral("framework");
    return {
        {
            .question = xla,
            .when = {C{framework, {QStringLiteral("jax")}}},
            .weights = {{QStringLiteral("yes"), 0.90},
                        {QStringLiteral("partial"), 0.08},
                        {QStringLiteral("no"), 0.02}},
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "JAX programs are compiled by XLA by design, and TPUs are built for JAX "
                "and TensorFlow: code written in JAX nearly always compiles under XLA."),
            .sources = {kSeed000, kSeed001, kTpuIntro},
        },
        {
            .question = xla,
            .when = {C{framework, {QStringLiteral("tensorflow")}}},
            .weights = {{QStringLiteral("yes"), 0.70},
                        {QStringLiteral("partial"), 0.20},
                        {QStringLiteral("no"), 0.10}},
            .reason = QT_TRANSLATE_NOOP(
                "QuestionCatalogue",
                "TensorFlow is one of the two frameworks TPUs are built for; most "
                "TensorFlow models compile under XLA, some with graph breaks."),
            .sources = {kSeed000, kSeed001, kTpuIntro},
        },
    };
}

// Answers that contradict each other as the sources describe them.
std::vector<ConflictRule> conflicts() {
    using C = Condition;
    const QString capacity = QStringLiteral("capacity");
    const QStringList tpuHeld{QStringLiteral("tpu"), QStringLiteral("both")};
    return {
        {
            .id = QStringLiteral("jax_without_xla"),
            .when = {C{QStringLiteral("framework"), {QStringLiteral("jax")}},
                     C{QStringLiteral("xla_compat"), {QStringLiteral("no")}}},
            .note = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "JAX compiles through XLA by design, yet the model is said "
                                      "not to compile under XLA: check that answer."),
            .sources = {kSeed000, kSeed001, kTpuIntro},
        },
        {
            .id = QStringLiteral("tpu_capacity_where_tpus_are_not"),
            .when = {C{capacity, tpuHeld},
                     C{QStringLiteral("hosting"),
                       {QStringLiteral("on_prem"), QStringLiteral("edge"),
                        QStringLiteral("other_cloud"), QStringLiteral("multi_cloud")}}},
            .note = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "TPU capacity is held, yet the work must run where TPUs are "
                                      "not offered: check where the work runs."),
            .sources = {kSeed002, kSeed000},
        },
        {
            .id = QStringLiteral("tpu_capacity_yet_months_away"),
            .when = {C{capacity, tpuHeld},
                     C{QStringLiteral("tpu_queue"), {QStringLiteral("months")}}},
            .note = QT_TRANSLATE_NOOP("QuestionCatalogue",
                                      "TPU capacity is held, yet TPUs are said to be months away: "
                                      "check whether what you hold covers the largest run."),
            .sources = {kSeed000},
        },
    };
}

#undef T

} // namespace

CatalogueDefinition builtInCatalogueDefinition() {
    return {
        .modelVersion = QStringLiteral("2026.11-v4"),
        .sources = sources(),
        .steps = steps(),
        .questions = questions(),
        .blockers = blockers(),
        .hybrid = hybridRule(),
        .interactions = interactions(),
        .priors = priors(),
        .conflicts = conflicts(),
    };
}

} // namespace accel
