// The knowledge of the product: every question, option, lean, default weight,
// blocker and source, in one table. The engine and the wizard interpret it;
// adding a question is an edit here (plus its translations), nothing else.
//
// Leans: -1 strongly favours GPU, +1 strongly favours TPU. Default weights are
// the importance of the question (0..10, the user can change them). Both are
// judgement calls grounded in the cited sources; the README explains the scale.

#include "QuestionCatalogue.h"

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
        {kSeed000,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "GPU vs TPU: Choosing Your AI Engine (audio lesson)"),
         QStringLiteral("BeFreed"),
         QStringLiteral("2026-04-22"),
         {}},
        {kSeed001,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "GPU vs TPU lesson: the freedom to pivot and the power to scale"),
         QStringLiteral("BeFreed"),
         QStringLiteral("2026"),
         {}},
        {kSeed002,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "TPU vs GPU: A beginner's guide"),
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("QuestionCatalogue", "Liquid Web (a GPU hosting vendor)")),
         QStringLiteral("2025"),
         {}},
        {kSeed003,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "TPU vs GPU: Which Is Better for Deep Learning?"),
         QStringLiteral("TechnoLynx"),
         QStringLiteral("2026-01-26"),
         {}},
        {kSeed004,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Unpacking GPU vs TPU Performance in Training Large AI Models"),
         QString::fromUtf8(QT_TRANSLATE_NOOP("QuestionCatalogue", "AI news site")),
         QStringLiteral("2025-08-25"),
         {}},
        {kTpuIntro,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Introduction to Cloud TPU: when to use TPUs"),
         QStringLiteral("Google Cloud"), QStringLiteral("2025-09"),
         QStringLiteral("https://cloud.google.com/tpu/docs/intro-to-tpu")},
        {kTpu7x, QT_TRANSLATE_NOOP("QuestionCatalogue", "Cloud TPU7x (Ironwood) documentation"),
         QStringLiteral("Google Cloud"), QStringLiteral("2025"),
         QStringLiteral("https://cloud.google.com/tpu/docs/tpu7x")},
        {kPytorchXla, QT_TRANSLATE_NOOP("QuestionCatalogue", "PyTorch/XLA documentation"),
         QStringLiteral("PyTorch Foundation"), QStringLiteral("2025"),
         QStringLiteral("https://docs.pytorch.org/xla/")},
        {kPallas, QT_TRANSLATE_NOOP("QuestionCatalogue", "Pallas: a JAX kernel language"),
         QString::fromUtf8(QT_TRANSLATE_NOOP("QuestionCatalogue", "JAX authors")),
         QStringLiteral("2025"),
         QStringLiteral("https://docs.jax.dev/en/latest/pallas/index.html")},
    };
}

std::vector<StepSpec> steps() {
    return {
        {QStringLiteral("software"),
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Framework and software"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "What your code is written in and whether it can compile for a TPU.")},
        {QStringLiteral("stage"), QT_TRANSLATE_NOOP("QuestionCatalogue", "Project stage"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "How settled the model is and what the hardware will mostly do.")},
        {QStringLiteral("dynamism"), QT_TRANSLATE_NOOP("QuestionCatalogue", "Model dynamism"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "How regular the computation is: TPUs reward predictable, matrix-heavy work.")},
        {QStringLiteral("team"), QT_TRANSLATE_NOOP("QuestionCatalogue", "Team skills"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "What your engineers already know and how much porting effort you can afford.")},
        {QStringLiteral("infrastructure"),
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Cloud and infrastructure"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Where the work can run, and what must keep the chips fed.")},
        {QStringLiteral("scale"), QT_TRANSLATE_NOOP("QuestionCatalogue", "Scale and cost"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "How big and how long the runs are, and what you optimise for.")},
    };
}

std::vector<QuestionSpec> questions() {
    const QString software = QStringLiteral("software");
    const QString stage = QStringLiteral("stage");
    const QString dynamism = QStringLiteral("dynamism");
    const QString team = QStringLiteral("team");
    const QString infra = QStringLiteral("infrastructure");
    const QString scale = QStringLiteral("scale");
    const Platform gpu = Platform::Gpu;
    const Platform tpu = Platform::Tpu;

    return {
        // ---- Step 1: framework and software ------------------------------------------------
        {QStringLiteral("framework"),
         software,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Main &framework"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "The framework decides how directly your model reaches a TPU: TPUs are programmed "
             "through the XLA compiler, which TensorFlow and JAX target natively."),
         3.0,
         {
             {QStringLiteral("pytorch"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "PyTorch"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "PyTorch reaches TPUs through PyTorch/XLA, which works but is less mature than "
                  "PyTorch on GPUs, where nearly every library and tutorial assumes CUDA."),
              {kSeed004, kSeed002, kPytorchXla}},
             {QStringLiteral("tensorflow"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "TensorFlow"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "TPUs were built alongside TensorFlow and run it well; note that the newest "
                  "generation (TPU7x) no longer runs TensorFlow."),
              {kSeed002, kSeed003, kTpu7x}},
             {QStringLiteral("jax"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "JAX"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "JAX compiles through XLA by design, so the same code runs on TPUs of every "
                  "generation without porting; the sources pair it with TensorFlow as a TPU fit."),
              {kSeed000, kSeed003}},
             {QStringLiteral("mixed"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Several frameworks"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Only GPUs run every framework equally well; a team that mixes frameworks would "
                  "have to bring each one to XLA separately."),
              {kSeed002, kSeed003}},
             {QStringLiteral("other"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Other (ONNX Runtime, custom C++/CUDA, ...)"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Stacks outside TensorFlow, JAX and PyTorch rarely have a TPU back end; GPUs are "
                  "the default target of almost every other runtime."),
              {kSeed003, kSeed002}},
         },
         {kSeed000, kSeed001, kSeed003}},

        {QStringLiteral("xla_compat"),
         software,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Does the model compile under &XLA?"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Everything that runs on a TPU is compiled by XLA. If it does not compile, the GPU is "
             "the default choice."),
         3.0,
         {
             {QStringLiteral("yes"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Yes, it compiles and runs under XLA"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Compiling under XLA makes a TPU possible; it is not in itself a reason to "
                  "choose one."),
              {kSeed000, kTpuIntro}},
             {QStringLiteral("partial"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Partly: some graph breaks or CPU fallbacks"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Graph breaks and operations that fall back to the host cost TPU speed and need "
                  "engineering time before a TPU pays off."),
              {kSeed000, kTpuIntro}},
             {QStringLiteral("no"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "No"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Code that does not compile under XLA cannot use a TPU until it is rewritten."),
              {kSeed000, kSeed001}},
             {QStringLiteral("unknown"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Not tested yet"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Until it is tested, assume some porting work: the GPU runs the code as it is."),
              {kSeed000}},
         },
         {kSeed000, kSeed001, kTpuIntro}},

        {QStringLiteral("custom_kernels"),
         software,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "&Custom kernels or operations"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Hand-written kernels and unusual operations are where TPUs struggle most."),
         3.5,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "None: standard framework operations only"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Standard operations remove an obstacle to TPUs; on "
                                "their own they favour neither "
                                "chip."),
              {kTpuIntro, kSeed002}},
             {QStringLiteral("portable"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Some, with XLA or Pallas equivalents"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Custom operations that have XLA or Pallas versions can move, but each one is "
                  "porting and testing work."),
              {kSeed001, kPallas}},
             {QStringLiteral("cuda"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Yes: CUDA or Triton kernels"),
              -1.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "CUDA and Triton kernels run only on GPUs; Google "
                                "itself says TPUs are not suited "
                                "to custom operations in the main training loop."),
              {kSeed001, kSeed002, kSeed004, kTpuIntro}},
         },
         {kSeed001, kSeed002, kSeed004, kTpuIntro}},

        // ---- Step 2: project stage ------------------------------------------------------------
        {QStringLiteral("stage"),
         stage,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Project &stage"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Early, changing work wants the GPU's flexibility; large runs on a settled "
             "architecture are where TPUs pay off."),
         2.5,
         {
             {QStringLiteral("research"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Research: the architecture changes weekly"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Exploratory work with a changing architecture is the GPU's home ground: fast "
                  "iteration, easy debugging, every new operator supported."),
              {kSeed000, kSeed001, kSeed003},
              HybridWork{gpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "exploratory research runs")}},
             {QStringLiteral("prototype"),
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Prototype: a candidate model, still changing"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Prototyping is the messy, creative phase that the sources give to GPUs: the "
                  "model still changes often."),
              {kSeed000, kSeed002},
              HybridWork{gpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "prototyping and ablations")}},
             {QStringLiteral("scale_up"),
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Scale-up: the architecture is settling, large runs "
                                "are being prepared"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "A settling architecture is the classic moment for the mixed strategy: keep "
                  "iterating on GPUs, move the large runs to TPUs if TPUs lead the score. On its "
                  "own "
                  "it favours neither chip."),
              {kSeed003, kSeed001},
              HybridWork{tpu, QT_TRANSLATE_NOOP(
                                  "QuestionCatalogue",
                                  "the large training runs once the architecture is frozen")}},
             {QStringLiteral("production"),
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Production: a stable model retrained or served "
                                "on a schedule"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "A stable model favours TPUs only when the work is large or sustained (the "
                  "factory line); a stable model on one or a few devices favours neither chip."),
              {kSeed000, kSeed001, kSeed003},
              HybridWork{tpu,
                         QT_TRANSLATE_NOOP("QuestionCatalogue", "scheduled production training")}},
         },
         {kSeed000, kSeed001, kSeed003}},

        {QStringLiteral("workload"),
         stage,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Main &workload"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Both platforms train and serve; the balance between the two changes the picture."),
         1.0,
         {
             {QStringLiteral("training"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Training"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Both chips train; scale, stage and the model decide which fits "
                                "better."),
              {kSeed003}},
             {QStringLiteral("inference"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Inference (serving)"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Both chips serve models; the kind of serving decides which fits better."),
              {kSeed003}},
             {QStringLiteral("both"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Both training and serving"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Training and serving pull in different directions; the serving question "
                  "decides more."),
              {kSeed003}},
         },
         {kSeed003}},

        {QStringLiteral("serving"),
         stage,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Kind of &serving"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Asked only when you serve models: the shape of the traffic decides which chip serves "
             "it best."),
         2.0,
         {
             {QStringLiteral("online_low_latency"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Online, low latency, variable requests"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "GPUs serve unpredictable, low-latency traffic flexibly, with variable batch "
                  "sizes and many models side by side."),
              {kSeed003},
              HybridWork{gpu,
                         QT_TRANSLATE_NOOP("QuestionCatalogue", "online, low-latency serving")}},
             {QStringLiteral("batch_throughput"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Batch or high-throughput serving"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Large-batch, high-throughput inference inside Google Cloud is where TPUs serve "
                  "most efficiently."),
              {kSeed003, kSeed002},
              HybridWork{
                  tpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "batch, high-throughput inference")}},
         },
         {kSeed003},
         {{QStringLiteral("workload"), {QStringLiteral("inference"), QStringLiteral("both")}}}},

        // ---- Step 3: model dynamism -----------------------------------------------------------
        {QStringLiteral("model_family"),
         dynamism,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "&Model family"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "How much of the compute is large, regular matrix multiplication."),
         2.0,
         {
             {QStringLiteral("dense_transformer"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Dense transformer"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Dense transformers are dominated by predictable matrix multiplications, which "
                  "a TPU's systolic arrays are built for."),
              {kSeed003, kTpuIntro}},
             {QStringLiteral("cnn"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Convolutional network"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Convolutions map well to both; TPUs do well once shapes are fixed."),
              {kSeed003}},
             {QStringLiteral("moe"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Mixture of experts"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Expert routing adds data-dependent work; both platforms train mixtures of "
                  "experts at scale, so this leans neither way."),
              {kSeed003}},
             {QStringLiteral("recsys"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Recommender with large embeddings"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Google lists ultra-large embeddings, common in ranking and recommendation, "
                  "among the workloads TPUs suit."),
              {kTpuIntro}},
             {QStringLiteral("other"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Other or unusual architecture"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Architectures that do not fit a standard mould benefit from the GPU's general "
                  "purpose design."),
              {kSeed000, kSeed004}},
         },
         {kSeed003, kTpuIntro}},

        {QStringLiteral("shapes"),
         dynamism,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Tensor s&hapes"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "A TPU compiles a program per shape; shapes that change force recompilation or "
             "padding."),
         3.0,
         {
             {QStringLiteral("static"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Static: the same shapes every step"),
              0.25,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Fixed shapes compile once: the regular, structured compute TPUs "
                                "focus on."),
              {kSeed002, kSeed003}},
             {QStringLiteral("bucketed"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Bucketed or padded to a few sizes"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "A handful of padded sizes costs a few compilations and some wasted work: TPUs "
                  "tolerate it, and it favours neither chip."),
              {kSeed004, kSeed003}},
             {QStringLiteral("dynamic"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Dynamic: shapes vary freely"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "TPUs struggle with dynamic shapes; GPUs accommodate them without recompiling."),
              {kSeed002, kSeed004}},
         },
         {kSeed002, kSeed004}},

        {QStringLiteral("control_flow"),
         dynamism,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Data-dependent &control flow"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Branches that depend on the data are awkward to compile for a TPU."),
         1.5,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "None"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Without branching there is no obstacle to a TPU, and no reason "
                                "to prefer one either."),
              {kSeed003}},
             {QStringLiteral("some"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Some"),
              -0.25,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Occasional branching works under XLA but needs care."),
              {kSeed003, kSeed002}},
             {QStringLiteral("heavy"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Heavy"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Models full of conditional logic are a GPU workload: its cores handle "
                  "branching natively."),
              {kSeed002, kSeed003}},
         },
         {kSeed002, kSeed003}},

        {QStringLiteral("debugging"),
         dynamism,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "How often you &debug and profile"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "GPUs have the mature debuggers and profilers; TPUs suit "
                           "work that rarely needs them."),
         1.5,
         {
             {QStringLiteral("rarely"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Rarely"),
              0.25,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Pick TPUs when you need little debugging flexibility."),
              {kSeed002}},
             {QStringLiteral("sometimes"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Sometimes"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Occasional debugging is easier with GPU tools such as PyTorch Profiler and "
                  "Nsight."),
              {kSeed002, kSeed003}},
             {QStringLiteral("constantly"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Constantly"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Constant debugging wants the GPU's mature tools and local workflows."),
              {kSeed002, kSeed003},
              HybridWork{
                  gpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "debugging and profiling sessions")}},
         },
         {kSeed002, kSeed003}},

        // ---- Step 4: team skills --------------------------------------------------------------
        {QStringLiteral("cuda_skill"),
         team,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "CUDA e&xpertise in the team"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Existing GPU expertise is an asset you keep by staying on GPUs."),
         1.5,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "None"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "With no CUDA investment to protect, the choice stays open: this "
                                "favours neither chip."),
              {kSeed001}},
             {QStringLiteral("some"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Some"),
              -0.25,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Some CUDA experience makes the GPU path smoother."),
              {kSeed001}},
             {QStringLiteral("deep"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Deep"),
              -1.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Deep CUDA expertise is a strong reason to stay on GPUs."),
              {kSeed001}},
         },
         {kSeed001}},

        {QStringLiteral("xla_skill"),
         team,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "XLA, JAX or TPU &experience"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Keeping a TPU busy takes people who know its compiler stack."),
         2.0,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "None"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Without TPU skills the team faces a learning curve before the chips pay off."),
              {kSeed000, kSeed001}},
             {QStringLiteral("some"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Some"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Some XLA experience removes the learning curve; it is not a "
                                "reason to choose TPUs."),
              {kSeed000}},
             {QStringLiteral("deep"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Deep"),
              0.25,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "A team fluent in XLA can keep a TPU fully busy, which the "
                                "sources say takes rare skill: a small point for TPUs."),
              {kSeed000, kSeed001}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("porting_budget"),
         team,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Time you can spend &porting"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Moving to TPUs has a human cost: weeks of engineering to port and tune."),
         2.0,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "None"),
              -1.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "With no time to port, the code stays where it runs today: the "
                                "human cost of a TPU cannot be paid."),
              {kSeed001}},
             {QStringLiteral("weeks"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "A few weeks"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "A few weeks covers porting and tuning a model that already fits XLA: the "
                  "human cost can be paid, which favours neither chip."),
              {kSeed001, kSeed000}},
             {QStringLiteral("months"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Months"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Months of budget make even a substantial port realistic; time to "
                                "port is not a reason to port."),
              {kSeed001}},
         },
         {kSeed000, kSeed001}},

        // ---- Step 5: cloud and infrastructure -------------------------------------------------
        {QStringLiteral("hosting"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Where the work must &run"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "TPUs exist only as a Google Cloud service; GPUs are available almost everywhere."),
         3.0,
         {
             {QStringLiteral("gcp"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Google Cloud"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "On Google Cloud both platforms are available: that makes a TPU possible, not "
                  "preferable."),
              {kSeed002, kSeed003}},
             {QStringLiteral("other_cloud"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Another cloud (AWS, Azure, ...)"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Other clouds offer GPUs but no TPUs: a blocker, shown as such."),
              {kSeed002}},
             {QStringLiteral("multi_cloud"),
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Several clouds: the work must stay portable between them"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Work that must move between clouds cannot depend on a chip only Google Cloud "
                  "offers: a blocker, shown as such."),
              {kSeed000, kSeed001, kSeed002}},
             {QStringLiteral("multi_cloud_gcp"),
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Several clouds, Google Cloud among them for the large runs"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "TPUs stay possible on the Google Cloud side, but freedom to move between "
                  "clouds is one of the GPU's strengths."),
              {kSeed001, kSeed000}},
             {QStringLiteral("on_prem"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "On premises"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "TPUs cannot be bought or installed on premises: a blocker, shown as such."),
              {kSeed002, kSeed003}},
             {QStringLiteral("edge"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "At the edge or on devices"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Cloud TPUs cannot be deployed at the edge: a blocker, shown as "
                                "such."),
              {kSeed004, kSeed003}},
         },
         {kSeed000, kSeed002, kSeed003},
         {},
         {},
         {QStringLiteral("undecided")}},

        {QStringLiteral("lock_in"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Dependence on one cloud provider"),
         QT_TRANSLATE_NOOP("QuestionCatalogue", "TPUs tie you to Google Cloud and its pricing."),
         1.5,
         {
             {QStringLiteral("avoid"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Must be avoided"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "If lock-in must be avoided, the portable GPU is the safer choice."),
              {kSeed002, kSeed000}},
             {QStringLiteral("acceptable"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Acceptable"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Accepting Google Cloud pricing removes an obstacle "
                                "to TPUs without favouring them."),
              {kSeed002}},
         },
         {kSeed002}},

        {QStringLiteral("timeline"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "&Timeline"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "A faster chip is no help behind a long queue or a long port."),
         1.0,
         {
             {QStringLiteral("urgent"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Urgent: results needed within weeks"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "When time is short, use hardware you can get and code that runs today."),
              {kSeed000, kSeed001}},
             {QStringLiteral("flexible"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Flexible"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "A flexible timeline leaves room to port and tune, without "
                                "favouring either chip."),
              {kSeed001}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("data_pipeline"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Input &data pipeline"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "A TPU idles when storage or the network cannot feed it."),
         1.5,
         {
             {QStringLiteral("fast"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Fast enough to keep accelerators busy"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "A pipeline that keeps up removes the utilization obstacle; it "
                                "favours neither chip."),
              {kSeed000, kSeed001}},
             {QStringLiteral("unknown"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Not measured"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "An unmeasured pipeline risks leaving expensive TPUs waiting for data."),
              {kSeed001}},
             {QStringLiteral("bottleneck"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Already a bottleneck"),
              -0.75,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "A slow pipeline wastes a TPU more than a GPU; fix it first."),
              {kSeed000, kSeed001}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("shared_use"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Other uses of the &hardware"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Hardware shared with non-ML work favours general-purpose GPUs."),
         1.5,
         {
             {QStringLiteral("ml_only"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Machine learning only"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Dedicated ML hardware can be specialised, which favours neither "
                                "chip by itself."),
              {kSeed003}},
             {QStringLiteral("mixed"),
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Also rendering, simulation or data engineering"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Only GPUs also run rendering, simulation and data-engineering work."),
              {kSeed002, kSeed003}},
         },
         {kSeed002, kSeed003}},

        {QStringLiteral("capacity"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Accelerators you already h&old"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Owned GPUs, reservations, committed use or a granted TPU quota: a chip you have "
             "today beats a faster one you would wait for."),
         3.0,
         {
             {QStringLiteral("gpu"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "GPUs (owned, reserved or committed)"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "GPU capacity already in hand is available now; a TPU gives no benefit while "
                  "you queue for it."),
              {kSeed000, kSeed001}},
             {QStringLiteral("tpu"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "TPU quota or a TPU reservation"),
              0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "TPU capacity already granted removes the queue and is paid for or promised: "
                  "it favours using it."),
              {kSeed000, kSeed001}},
             {QStringLiteral("both"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Both"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Capacity on both sides leaves the choice to the other answers."),
              {kSeed000}},
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Neither yet"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "With nothing held yet, availability is decided by how long each "
                                "would take to get."),
              {kSeed000}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("tpu_queue"),
         infra,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "&Wait for TPUs of the size you need"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "Quota or a slice of the right size in your region can take time to obtain; a faster "
             "chip is no help behind a long queue."),
         1.5,
         {
             {QStringLiteral("days"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Days or less"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "TPUs within days remove the queue obstacle; that favours neither "
                                "chip."),
              {kSeed000}},
             {QStringLiteral("weeks"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Weeks"),
              -0.5,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Weeks of waiting for TPU capacity cost time that GPUs you can get "
                                "now do not."),
              {kSeed000, kSeed001}},
             {QStringLiteral("months"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Months, or no quota in sight"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "A TPU months away gives no benefit now: the availability check of the "
                  "selection playbook fails."),
              {kSeed000, kSeed001}},
         },
         {kSeed000, kSeed001}},

        // ---- Step 6: scale and cost -----------------------------------------------------------
        {QStringLiteral("scale"),
         scale,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "Largest &run"),
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "TPU interconnects and pods are built for distributed training; GPUs scale too, with "
             "careful tuning."),
         2.0,
         {
             {QStringLiteral("single"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "One device"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "A single device gains nothing from TPU interconnects, and GPUs are easiest to "
                  "get one at a time."),
              {kSeed003}},
             {QStringLiteral("node"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "2 to 8 devices (one node)"),
              -0.25,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Within one node both platforms scale easily."),
              {kSeed003}},
             {QStringLiteral("cluster"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "9 to 256 devices"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Across many devices, the TPU's fast, predictable interconnect starts to tell."),
              {kSeed003},
              HybridWork{tpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "the multi-node runs")}},
             {QStringLiteral("pod"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "More than 256 devices"),
              1.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "Pod-scale training is what TPU slices and their interconnect are designed for."),
              {kSeed003, kTpuIntro},
              HybridWork{tpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "the pod-scale runs")}},
         },
         {kSeed003}},

        {QStringLiteral("duration"),
         scale,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "&Duration of the jobs"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "TPUs are most cost-effective for large, sustained jobs."),
         1.5,
         {
             {QStringLiteral("bursts"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Short bursts"),
              -0.5,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Short, irregular jobs fit GPUs rented or owned as needed."),
              {kSeed002}},
             {QStringLiteral("sustained"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Sustained: days to months"),
              0.5,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "Long, steady jobs are where TPUs are most cost-effective."),
              {kSeed002, kSeed003, kTpuIntro}},
         },
         {kSeed002, kSeed003}},

        {QStringLiteral("priority"),
         scale,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "What matters &most"),
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "A balance between the freedom to pivot and the power to scale."),
         1.5,
         {
             {QStringLiteral("flexibility"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Flexibility to pivot"),
              -0.75,
              QT_TRANSLATE_NOOP("QuestionCatalogue",
                                "The freedom to change course is the GPU's strength."),
              {kSeed001, kSeed003}},
             {QStringLiteral("balanced"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "A balance of both"),
              0.0,
              QT_TRANSLATE_NOOP("QuestionCatalogue", "A balance favours neither platform."),
              {kSeed001}},
             {QStringLiteral("cost_efficiency"),
              QT_TRANSLATE_NOOP("QuestionCatalogue", "Cost efficiency at scale"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "QuestionCatalogue",
                  "TPUs' price-performance advantage is at scale (many devices); below that, or "
                  "with the scale not known, cost efficiency favours neither chip."),
              {kSeed002, kSeed003}},
         },
         {kSeed001, kSeed002}},
    };
}

std::vector<BlockerRule> blockers() {
    using C = Condition;
    return {
        {QStringLiteral("tpu_needs_google_cloud"),
         Platform::Tpu,
         {C{QStringLiteral("hosting"), {QStringLiteral("on_prem"), QStringLiteral("edge")}}},
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "TPUs are available only as a Google Cloud service; they cannot run on premises or at "
             "the edge."),
         {kSeed002, kSeed003}},
        {QStringLiteral("tpu_needs_google_cloud_access"),
         Platform::Tpu,
         {C{QStringLiteral("hosting"),
            {QStringLiteral("other_cloud"), QStringLiteral("multi_cloud")}}},
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "The work must run on another cloud, or stay portable between clouds; TPUs exist only "
             "in Google Cloud."),
         {kSeed002, kSeed000, kSeed001}},
        {QStringLiteral("tpu_needs_capacity_in_time"),
         Platform::Tpu,
         {C{QStringLiteral("timeline"), {QStringLiteral("urgent")}},
          C{QStringLiteral("tpu_queue"), {QStringLiteral("months")}}},
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "Results are needed within weeks, and TPU capacity is months away."),
         {kSeed000, kSeed001}},
        {QStringLiteral("tpu_needs_ported_kernels"),
         Platform::Tpu,
         {C{QStringLiteral("custom_kernels"), {QStringLiteral("cuda")}},
          C{QStringLiteral("porting_budget"), {QStringLiteral("none")}}},
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "CUDA kernels cannot run on a TPU, and there is no time to port them."),
         {kSeed001, kSeed002}},
        {QStringLiteral("tpu_needs_xla_compilation"),
         Platform::Tpu,
         {C{QStringLiteral("xla_compat"), {QStringLiteral("no")}}},
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "The code does not compile under XLA, and a TPU runs only what XLA "
                           "compiles: until it does, TPUs are not an option."),
         {kSeed000, kSeed001, kTpuIntro}},
    };
}

// Interactions the sources state, read by the engine like every other rule.
std::vector<InteractionRule> interactions() {
    using C = Condition;
    const QString scale = QStringLiteral("scale");
    return {
        // Seed 000: TPUs for "large-scale, production-grade training once the
        // architecture is locked in"; 002/003: for large, sustained jobs.
        {QStringLiteral("stage"),
         QStringLiteral("production"),
         {C{scale, {QStringLiteral("pod")}}},
         1.0,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "A stable model trained at pod scale is the TPU's factory line: "
                           "large-scale, production-grade work with the architecture locked in."),
         {kSeed000, kSeed001, kSeed003}},
        {QStringLiteral("stage"),
         QStringLiteral("production"),
         {C{scale, {QStringLiteral("cluster")}}},
         0.75,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "A stable model run across many devices is where TPUs pay off: "
                           "production-grade work at scale."),
         {kSeed000, kSeed003}},
        {QStringLiteral("stage"),
         QStringLiteral("production"),
         {C{scale, {QStringLiteral("node")}},
          C{QStringLiteral("duration"), {QStringLiteral("sustained")}}},
         0.25,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "A stable model kept busy for days or months leans a little to TPUs, "
                           "which are most cost-effective for sustained jobs."),
         {kSeed002, kSeed003}},
        // "No time to port" costs little when nothing needs porting.
        {QStringLiteral("porting_budget"),
         QStringLiteral("none"),
         {C{QStringLiteral("xla_compat"), {QStringLiteral("yes")}},
          C{QStringLiteral("custom_kernels"), {QStringLiteral("none")}}},
         -0.25,
         QT_TRANSLATE_NOOP(
             "QuestionCatalogue",
             "The code already compiles under XLA with standard operations, so having "
             "no time to port costs little: only tuning is left."),
         {kSeed000, kSeed001}},
        // 002/003: TPUs give better price-performance "at scale".
        {QStringLiteral("priority"),
         QStringLiteral("cost_efficiency"),
         {C{scale, {QStringLiteral("cluster"), QStringLiteral("pod")}}},
         0.5,
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "At scale TPUs can give better price-performance, within Google Cloud "
                           "pricing."),
         {kSeed002, kSeed003}},
    };
}

HybridRule hybridRule() {
    using C = Condition;
    const QString stage = QStringLiteral("stage");
    const QStringList trainingWork{QStringLiteral("training"), QStringLiteral("both")};
    return {
        // Experimentation still happening.
        {{C{stage,
            {QStringLiteral("research"), QStringLiteral("prototype"),
             QStringLiteral("scale_up")}}}},
        // Scaled, stable runs present.
        {
            // Scale-up is defined as "large runs are being prepared".
            {C{stage, {QStringLiteral("scale_up")}}},
            {C{stage, {QStringLiteral("production")}}, C{QStringLiteral("workload"), trainingWork}},
            {C{QStringLiteral("scale"), {QStringLiteral("cluster"), QStringLiteral("pod")}},
             C{QStringLiteral("workload"), trainingWork}},
        },
        0.0,
        QT_TRANSLATE_NOOP(
            "QuestionCatalogue",
            "Hybrid means GPUs for development and experimentation, TPUs for the scaled, stable "
            "runs. It is recommended only when TPUs are available, the answers show both an "
            "experimentation phase and scaled training runs, and TPUs lead the weighted score. "
            "With an experimentation phase and no scaled runs the verdict is GPU."),
        {Platform::Gpu,
         QT_TRANSLATE_NOOP("QuestionCatalogue", "development, experiments and debugging")},
        {Platform::Tpu, QT_TRANSLATE_NOOP("QuestionCatalogue", "the large, stable training runs")},
        {kSeed003, kSeed001},
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
        {xla,
         {C{framework, {QStringLiteral("jax")}}},
         {{QStringLiteral("yes"), 0.90},
          {QStringLiteral("partial"), 0.08},
          {QStringLiteral("no"), 0.02}},
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "JAX programs are compiled by XLA by design, and TPUs are built for JAX "
                           "and TensorFlow: code written in JAX nearly always compiles under XLA."),
         {kSeed000, kSeed001, kTpuIntro}},
        {xla,
         {C{framework, {QStringLiteral("tensorflow")}}},
         {{QStringLiteral("yes"), 0.70},
          {QStringLiteral("partial"), 0.20},
          {QStringLiteral("no"), 0.10}},
         QT_TRANSLATE_NOOP("QuestionCatalogue",
                           "TensorFlow is one of the two frameworks TPUs are built for; most "
                           "TensorFlow models compile under XLA, some with graph breaks."),
         {kSeed000, kSeed001, kTpuIntro}},
    };
}

#undef T

} // namespace

CatalogueDefinition builtInCatalogueDefinition() {
    return {QStringLiteral("2026.11-v3"),
            sources(),
            steps(),
            questions(),
            blockers(),
            hybridRule(),
            interactions(),
            priors()};
}

} // namespace accel
