// The knowledge of the product: every question, option, lean, default weight,
// blocker and source, in one table. The engine and the wizard interpret it;
// adding a question is an edit here (plus its translations), nothing else.
//
// Leans: -1 strongly favours GPU, +1 strongly favours TPU. Default weights are
// the importance of the question (0..10, the user can change them). Both are
// judgement calls grounded in the cited sources; the README explains the scale.

#include "Catalogue.h"

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
         QT_TRANSLATE_NOOP("Catalogue", "GPU vs TPU: Choosing Your AI Engine (audio lesson)"),
         QStringLiteral("BeFreed"),
         QStringLiteral("2026-04-22"),
         {}},
        {kSeed001,
         QT_TRANSLATE_NOOP("Catalogue",
                           "GPU vs TPU lesson: the freedom to pivot and the power to scale"),
         QStringLiteral("BeFreed"),
         QStringLiteral("2026"),
         {}},
        {kSeed002,
         QT_TRANSLATE_NOOP("Catalogue", "TPU vs GPU: A beginner's guide"),
         QStringLiteral("Liquid Web (a GPU hosting vendor)"),
         QStringLiteral("2025"),
         {}},
        {kSeed003,
         QT_TRANSLATE_NOOP("Catalogue", "TPU vs GPU: Which Is Better for Deep Learning?"),
         QStringLiteral("TechnoLynx"),
         QStringLiteral("2026-01-26"),
         {}},
        {kSeed004,
         QT_TRANSLATE_NOOP("Catalogue",
                           "Unpacking GPU vs TPU Performance in Training Large AI Models"),
         QStringLiteral("AI news site"),
         QStringLiteral("2025-08-25"),
         {}},
        {kTpuIntro, QT_TRANSLATE_NOOP("Catalogue", "Introduction to Cloud TPU: when to use TPUs"),
         QStringLiteral("Google Cloud"), QStringLiteral("2025-09"),
         QStringLiteral("https://cloud.google.com/tpu/docs/intro-to-tpu")},
        {kTpu7x, QT_TRANSLATE_NOOP("Catalogue", "Cloud TPU7x (Ironwood) documentation"),
         QStringLiteral("Google Cloud"), QStringLiteral("2025"),
         QStringLiteral("https://cloud.google.com/tpu/docs/tpu7x")},
        {kPytorchXla, QT_TRANSLATE_NOOP("Catalogue", "PyTorch/XLA documentation"),
         QStringLiteral("PyTorch Foundation"), QStringLiteral("2025"),
         QStringLiteral("https://docs.pytorch.org/xla/")},
        {kPallas, QT_TRANSLATE_NOOP("Catalogue", "Pallas: a JAX kernel language"),
         QStringLiteral("JAX authors"), QStringLiteral("2025"),
         QStringLiteral("https://docs.jax.dev/en/latest/pallas/index.html")},
    };
}

std::vector<StepSpec> steps() {
    return {
        {QStringLiteral("software"), QT_TRANSLATE_NOOP("Catalogue", "Framework and software"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "What your code is written in and whether it can compile for a TPU.")},
        {QStringLiteral("stage"), QT_TRANSLATE_NOOP("Catalogue", "Project stage"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "How settled the model is and what the hardware will mostly do.")},
        {QStringLiteral("dynamism"), QT_TRANSLATE_NOOP("Catalogue", "Model dynamism"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "How regular the computation is: TPUs reward predictable, matrix-heavy work.")},
        {QStringLiteral("team"), QT_TRANSLATE_NOOP("Catalogue", "Team skills"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "What your engineers already know and how much porting effort you can afford.")},
        {QStringLiteral("infrastructure"),
         QT_TRANSLATE_NOOP("Catalogue", "Cloud and infrastructure"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "Where the work can run, and what must keep the chips fed.")},
        {QStringLiteral("scale"), QT_TRANSLATE_NOOP("Catalogue", "Scale and cost"),
         QT_TRANSLATE_NOOP("Catalogue",
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
         QT_TRANSLATE_NOOP("Catalogue", "Main &framework"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "The framework decides how directly your model reaches a TPU: TPUs are programmed "
             "through the XLA compiler, which TensorFlow and JAX target natively."),
         3.0,
         {
             {QStringLiteral("pytorch"),
              QT_TRANSLATE_NOOP("Catalogue", "PyTorch"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "PyTorch reaches TPUs through PyTorch/XLA, which works but is less mature than "
                  "PyTorch on GPUs, where nearly every library and tutorial assumes CUDA."),
              {kSeed004, kSeed002, kPytorchXla}},
             {QStringLiteral("tensorflow"),
              QT_TRANSLATE_NOOP("Catalogue", "TensorFlow"),
              0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "TPUs were built alongside TensorFlow and run it well; note that the newest "
                  "generation (TPU7x) no longer runs TensorFlow."),
              {kSeed002, kSeed003, kTpu7x}},
             {QStringLiteral("jax"),
              QT_TRANSLATE_NOOP("Catalogue", "JAX"),
              1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "JAX compiles through XLA by design, so the same code runs on TPUs of every "
                  "generation without porting."),
              {kSeed000, kSeed003}},
             {QStringLiteral("mixed"),
              QT_TRANSLATE_NOOP("Catalogue", "Several frameworks"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Only GPUs run every framework equally well; a team that mixes frameworks would "
                  "have to bring each one to XLA separately."),
              {kSeed002, kSeed003}},
             {QStringLiteral("other"),
              QT_TRANSLATE_NOOP("Catalogue", "Other (ONNX Runtime, custom C++/CUDA, ...)"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Stacks outside TensorFlow, JAX and PyTorch rarely have a TPU back end; GPUs are "
                  "the default target of almost every other runtime."),
              {kSeed003, kSeed002}},
         },
         {kSeed000, kSeed001, kSeed003}},

        {QStringLiteral("xla_compat"),
         software,
         QT_TRANSLATE_NOOP("Catalogue", "Does the model compile under &XLA?"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "Everything that runs on a TPU is compiled by XLA. If it does not compile, the GPU is "
             "the default choice."),
         2.5,
         {
             {QStringLiteral("yes"),
              QT_TRANSLATE_NOOP("Catalogue", "Yes, it compiles and runs under XLA"),
              0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "A model that already compiles under XLA has passed the first and hardest TPU "
                  "check."),
              {kSeed000, kTpuIntro}},
             {QStringLiteral("partial"),
              QT_TRANSLATE_NOOP("Catalogue", "Partly: some graph breaks or CPU fallbacks"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Graph breaks and operations that fall back to the host cost TPU speed and need "
                  "engineering time before a TPU pays off."),
              {kSeed000, kTpuIntro}},
             {QStringLiteral("no"),
              QT_TRANSLATE_NOOP("Catalogue", "No"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Code that does not compile under XLA cannot use a TPU until it is rewritten."),
              {kSeed000, kSeed001}},
             {QStringLiteral("unknown"),
              QT_TRANSLATE_NOOP("Catalogue", "Not tested yet"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Until it is tested, assume some porting work: the GPU runs the code as it is."),
              {kSeed000}},
         },
         {kSeed000, kSeed001, kTpuIntro}},

        {QStringLiteral("custom_kernels"),
         software,
         QT_TRANSLATE_NOOP("Catalogue", "&Custom kernels or operations"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "Hand-written kernels and unusual operations are where TPUs struggle most."),
         2.0,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("Catalogue", "None: standard framework operations only"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Models built from standard operations carry nothing that ties them to CUDA."),
              {kTpuIntro, kSeed002}},
             {QStringLiteral("portable"),
              QT_TRANSLATE_NOOP("Catalogue", "Some, with XLA or Pallas equivalents"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Custom operations that have XLA or Pallas versions can move, but each one is "
                  "porting and testing work."),
              {kSeed001, kPallas}},
             {QStringLiteral("cuda"),
              QT_TRANSLATE_NOOP("Catalogue", "Yes: CUDA or Triton kernels"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "CUDA and Triton kernels run only on GPUs; TPUs handle custom and non-standard "
                  "operations poorly."),
              {kSeed001, kSeed002, kSeed004}},
         },
         {kSeed001, kSeed002, kSeed004}},

        // ---- Step 2: project stage ------------------------------------------------------------
        {QStringLiteral("stage"),
         stage,
         QT_TRANSLATE_NOOP("Catalogue", "Project &stage"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "Early, changing work wants the GPU's flexibility; large runs on a settled "
             "architecture are where TPUs pay off."),
         2.5,
         {
             {QStringLiteral("research"),
              QT_TRANSLATE_NOOP("Catalogue", "Research: the architecture changes weekly"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Exploratory work with a changing architecture is the GPU's home ground: fast "
                  "iteration, easy debugging, every new operator supported."),
              {kSeed000, kSeed001, kSeed003},
              HybridWork{gpu, QT_TRANSLATE_NOOP("Catalogue", "exploratory research runs")}},
             {QStringLiteral("prototype"),
              QT_TRANSLATE_NOOP("Catalogue", "Prototype: a candidate model, still changing"),
              -0.5,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Prototyping still changes the model often, which favours GPUs."),
              {kSeed000, kSeed002},
              HybridWork{gpu, QT_TRANSLATE_NOOP("Catalogue", "prototyping and ablations")}},
             {QStringLiteral("scale_up"),
              QT_TRANSLATE_NOOP("Catalogue", "Scale-up: the architecture is settling, large runs "
                                             "are being prepared"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "A settling architecture is the classic moment for the mixed strategy: keep "
                  "iterating on GPUs, move the large runs to TPUs."),
              {kSeed003, kSeed001},
              HybridWork{tpu, QT_TRANSLATE_NOOP(
                                  "Catalogue",
                                  "the large training runs once the architecture is frozen")}},
             {QStringLiteral("production"),
              QT_TRANSLATE_NOOP("Catalogue", "Production: a stable model retrained or served "
                                             "on a schedule"),
              0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "A stable, repeated workload is what TPUs are built for: the factory line rather "
                  "than the workshop."),
              {kSeed000, kSeed001, kSeed003},
              HybridWork{tpu, QT_TRANSLATE_NOOP("Catalogue", "scheduled production training")}},
         },
         {kSeed000, kSeed001, kSeed003}},

        {QStringLiteral("workload"),
         stage,
         QT_TRANSLATE_NOOP("Catalogue", "Main &workload"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "Both platforms train and serve; the balance between the two changes the picture."),
         1.0,
         {
             {QStringLiteral("training"),
              QT_TRANSLATE_NOOP("Catalogue", "Training"),
              0.25,
              QT_TRANSLATE_NOOP("Catalogue", "Large training jobs are the TPU's strongest case."),
              {kSeed003}},
             {QStringLiteral("inference"),
              QT_TRANSLATE_NOOP("Catalogue", "Inference (serving)"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Serving runs on both, but GPUs are available everywhere and adapt to varied "
                  "traffic."),
              {kSeed003}},
             {QStringLiteral("both"),
              QT_TRANSLATE_NOOP("Catalogue", "Both training and serving"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Training and serving pull in different directions; the serving question "
                  "decides more."),
              {kSeed003}},
         },
         {kSeed003}},

        {QStringLiteral("serving"),
         stage,
         QT_TRANSLATE_NOOP("Catalogue", "Kind of &serving"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "Asked only when you serve models: the shape of the traffic decides which chip serves "
             "it best."),
         2.0,
         {
             {QStringLiteral("online_low_latency"),
              QT_TRANSLATE_NOOP("Catalogue", "Online, low latency, variable requests"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "GPUs serve unpredictable, low-latency traffic flexibly, with variable batch "
                  "sizes and many models side by side."),
              {kSeed003},
              HybridWork{gpu, QT_TRANSLATE_NOOP("Catalogue", "online, low-latency serving")}},
             {QStringLiteral("batch_throughput"),
              QT_TRANSLATE_NOOP("Catalogue", "Batch or high-throughput serving"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Large-batch, high-throughput inference inside Google Cloud is where TPUs serve "
                  "most efficiently."),
              {kSeed003, kSeed002},
              HybridWork{tpu, QT_TRANSLATE_NOOP("Catalogue", "batch, high-throughput inference")}},
         },
         {kSeed003},
         {{QStringLiteral("workload"), {QStringLiteral("inference"), QStringLiteral("both")}}}},

        // ---- Step 3: model dynamism -----------------------------------------------------------
        {QStringLiteral("model_family"),
         dynamism,
         QT_TRANSLATE_NOOP("Catalogue", "&Model family"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "How much of the compute is large, regular matrix multiplication."),
         2.0,
         {
             {QStringLiteral("dense_transformer"),
              QT_TRANSLATE_NOOP("Catalogue", "Dense transformer"),
              0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Dense transformers are dominated by predictable matrix multiplications, exactly "
                  "what a TPU's systolic arrays are built for."),
              {kSeed003, kTpuIntro}},
             {QStringLiteral("cnn"),
              QT_TRANSLATE_NOOP("Catalogue", "Convolutional network"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Convolutions map well to both; TPUs do well once shapes are fixed."),
              {kSeed003}},
             {QStringLiteral("moe"),
              QT_TRANSLATE_NOOP("Catalogue", "Mixture of experts"),
              0.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Expert routing adds data-dependent work; both platforms train mixtures of "
                  "experts at scale, so this leans neither way."),
              {kSeed003}},
             {QStringLiteral("recsys"),
              QT_TRANSLATE_NOOP("Catalogue", "Recommender with large embeddings"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Google lists ultra-large embeddings, common in ranking and recommendation, "
                  "among the workloads TPUs suit."),
              {kTpuIntro}},
             {QStringLiteral("other"),
              QT_TRANSLATE_NOOP("Catalogue", "Other or unusual architecture"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Architectures that do not fit a standard mould benefit from the GPU's general "
                  "purpose design."),
              {kSeed000, kSeed004}},
         },
         {kSeed003, kTpuIntro}},

        {QStringLiteral("shapes"),
         dynamism,
         QT_TRANSLATE_NOOP("Catalogue", "Tensor s&hapes"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "A TPU compiles a program per shape; shapes that change force recompilation or "
             "padding."),
         2.0,
         {
             {QStringLiteral("static"),
              QT_TRANSLATE_NOOP("Catalogue", "Static: the same shapes every step"),
              0.75,
              QT_TRANSLATE_NOOP("Catalogue", "Fixed shapes compile once and keep a TPU busy."),
              {kSeed002, kSeed003}},
             {QStringLiteral("bucketed"),
              QT_TRANSLATE_NOOP("Catalogue", "Bucketed or padded to a few sizes"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "A handful of padded sizes costs a few compilations and some wasted work, which "
                  "TPUs tolerate."),
              {kSeed004, kSeed003}},
             {QStringLiteral("dynamic"),
              QT_TRANSLATE_NOOP("Catalogue", "Dynamic: shapes vary freely"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "TPUs struggle with dynamic shapes; GPUs accommodate them without recompiling."),
              {kSeed002, kSeed004}},
         },
         {kSeed002, kSeed004}},

        {QStringLiteral("control_flow"),
         dynamism,
         QT_TRANSLATE_NOOP("Catalogue", "Data-dependent &control flow"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "Branches that depend on the data are awkward to compile for a TPU."),
         1.5,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("Catalogue", "None"),
              0.25,
              QT_TRANSLATE_NOOP("Catalogue", "Straight-line tensor code suits the TPU's compiler."),
              {kSeed003}},
             {QStringLiteral("some"),
              QT_TRANSLATE_NOOP("Catalogue", "Some"),
              -0.25,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Occasional branching works under XLA but needs care."),
              {kSeed003, kSeed002}},
             {QStringLiteral("heavy"),
              QT_TRANSLATE_NOOP("Catalogue", "Heavy"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Models full of conditional logic are a GPU workload: its cores handle "
                  "branching natively."),
              {kSeed002, kSeed003}},
         },
         {kSeed002, kSeed003}},

        {QStringLiteral("debugging"),
         dynamism,
         QT_TRANSLATE_NOOP("Catalogue", "How often you &debug and profile"),
         QT_TRANSLATE_NOOP("Catalogue", "GPUs have the mature debuggers and profilers; TPUs suit "
                                        "work that rarely needs them."),
         1.5,
         {
             {QStringLiteral("rarely"),
              QT_TRANSLATE_NOOP("Catalogue", "Rarely"),
              0.5,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Pick TPUs when you need little debugging flexibility."),
              {kSeed002}},
             {QStringLiteral("sometimes"),
              QT_TRANSLATE_NOOP("Catalogue", "Sometimes"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Occasional debugging is easier with GPU tools such as PyTorch Profiler and "
                  "Nsight."),
              {kSeed002, kSeed003}},
             {QStringLiteral("constantly"),
              QT_TRANSLATE_NOOP("Catalogue", "Constantly"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Constant debugging wants the GPU's mature tools and local workflows."),
              {kSeed002, kSeed003},
              HybridWork{gpu, QT_TRANSLATE_NOOP("Catalogue", "debugging and profiling sessions")}},
         },
         {kSeed002, kSeed003}},

        // ---- Step 4: team skills --------------------------------------------------------------
        {QStringLiteral("cuda_skill"),
         team,
         QT_TRANSLATE_NOOP("Catalogue", "CUDA e&xpertise in the team"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "Existing GPU expertise is an asset you keep by staying on GPUs."),
         1.5,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("Catalogue", "None"),
              0.25,
              QT_TRANSLATE_NOOP("Catalogue",
                                "With no CUDA investment to protect, the choice stays open."),
              {kSeed001}},
             {QStringLiteral("some"),
              QT_TRANSLATE_NOOP("Catalogue", "Some"),
              -0.25,
              QT_TRANSLATE_NOOP("Catalogue", "Some CUDA experience makes the GPU path smoother."),
              {kSeed001}},
             {QStringLiteral("deep"),
              QT_TRANSLATE_NOOP("Catalogue", "Deep"),
              -1.0,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Deep CUDA expertise is a strong reason to stay on GPUs."),
              {kSeed001}},
         },
         {kSeed001}},

        {QStringLiteral("xla_skill"),
         team,
         QT_TRANSLATE_NOOP("Catalogue", "XLA, JAX or TPU &experience"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "Keeping a TPU busy takes people who know its compiler stack."),
         2.0,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("Catalogue", "None"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Without TPU skills the team faces a learning curve before the chips pay off."),
              {kSeed000, kSeed001}},
             {QStringLiteral("some"),
              QT_TRANSLATE_NOOP("Catalogue", "Some"),
              0.25,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Some XLA experience shortens the path to an efficient TPU setup."),
              {kSeed000}},
             {QStringLiteral("deep"),
              QT_TRANSLATE_NOOP("Catalogue", "Deep"),
              1.0,
              QT_TRANSLATE_NOOP("Catalogue",
                                "A team fluent in XLA can get the TPU's full throughput."),
              {kSeed000, kSeed001}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("porting_budget"),
         team,
         QT_TRANSLATE_NOOP("Catalogue", "Time you can spend &porting"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "Moving to TPUs has a human cost: weeks of engineering to port and tune."),
         2.0,
         {
             {QStringLiteral("none"),
              QT_TRANSLATE_NOOP("Catalogue", "None"),
              -1.0,
              QT_TRANSLATE_NOOP("Catalogue",
                                "With no time to port, the code stays where it runs today."),
              {kSeed001}},
             {QStringLiteral("weeks"),
              QT_TRANSLATE_NOOP("Catalogue", "A few weeks"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "A few weeks covers porting and tuning a model that already fits XLA."),
              {kSeed001, kSeed000}},
             {QStringLiteral("months"),
              QT_TRANSLATE_NOOP("Catalogue", "Months"),
              0.75,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Months of budget make even a substantial port realistic."),
              {kSeed001}},
         },
         {kSeed000, kSeed001}},

        // ---- Step 5: cloud and infrastructure -------------------------------------------------
        {QStringLiteral("hosting"),
         infra,
         QT_TRANSLATE_NOOP("Catalogue", "Where the work must &run"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "TPUs exist only as a Google Cloud service; GPUs are available almost everywhere."),
         3.0,
         {
             {QStringLiteral("gcp"),
              QT_TRANSLATE_NOOP("Catalogue", "Google Cloud"),
              1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "On Google Cloud both platforms are available, and TPUs fit in natively."),
              {kSeed002, kSeed003}},
             {QStringLiteral("other_cloud"),
              QT_TRANSLATE_NOOP("Catalogue", "Another cloud (AWS, Azure, ...)"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Other clouds offer GPUs but no TPUs; using TPUs means adding Google Cloud."),
              {kSeed002}},
             {QStringLiteral("multi_cloud"),
              QT_TRANSLATE_NOOP("Catalogue", "Several clouds"),
              -0.75,
              QT_TRANSLATE_NOOP("Catalogue", "Only GPUs move freely between clouds."),
              {kSeed000, kSeed002}},
             {QStringLiteral("on_prem"),
              QT_TRANSLATE_NOOP("Catalogue", "On premises"),
              -1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "TPUs cannot be bought or installed on premises; on your own hardware GPUs are "
                  "the only option."),
              {kSeed002, kSeed003}},
             {QStringLiteral("edge"),
              QT_TRANSLATE_NOOP("Catalogue", "At the edge or on devices"),
              -1.0,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Cloud TPUs cannot be deployed at the edge; GPUs can."),
              {kSeed004, kSeed003}},
             {QStringLiteral("undecided"),
              QT_TRANSLATE_NOOP("Catalogue", "Not decided"),
              0.0,
              QT_TRANSLATE_NOOP("Catalogue",
                                "An open hosting choice keeps both platforms available."),
              {kSeed003}},
         },
         {kSeed000, kSeed002, kSeed003}},

        {QStringLiteral("lock_in"),
         infra,
         QT_TRANSLATE_NOOP("Catalogue", "Dependence on one cloud provider"),
         QT_TRANSLATE_NOOP("Catalogue", "TPUs tie you to Google Cloud and its pricing."),
         1.5,
         {
             {QStringLiteral("avoid"),
              QT_TRANSLATE_NOOP("Catalogue", "Must be avoided"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue", "If lock-in must be avoided, the portable GPU is the safer choice."),
              {kSeed002, kSeed000}},
             {QStringLiteral("acceptable"),
              QT_TRANSLATE_NOOP("Catalogue", "Acceptable"),
              0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Accepting Google Cloud pricing lets you weigh TPUs on their merits."),
              {kSeed002}},
         },
         {kSeed002}},

        {QStringLiteral("timeline"),
         infra,
         QT_TRANSLATE_NOOP("Catalogue", "&Timeline"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "A faster chip is no help behind a long queue or a long port."),
         1.0,
         {
             {QStringLiteral("urgent"),
              QT_TRANSLATE_NOOP("Catalogue", "Urgent: results needed within weeks"),
              -0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "When time is short, use hardware you can get and code that runs today."),
              {kSeed000, kSeed001}},
             {QStringLiteral("flexible"),
              QT_TRANSLATE_NOOP("Catalogue", "Flexible"),
              0.25,
              QT_TRANSLATE_NOOP("Catalogue",
                                "A flexible timeline leaves room to port and tune for TPUs."),
              {kSeed001}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("data_pipeline"),
         infra,
         QT_TRANSLATE_NOOP("Catalogue", "Input &data pipeline"),
         QT_TRANSLATE_NOOP("Catalogue", "A TPU idles when storage or the network cannot feed it."),
         1.5,
         {
             {QStringLiteral("fast"),
              QT_TRANSLATE_NOOP("Catalogue", "Fast enough to keep accelerators busy"),
              0.5,
              QT_TRANSLATE_NOOP("Catalogue", "A pipeline that keeps up lets the TPU's speed show."),
              {kSeed000, kSeed001}},
             {QStringLiteral("unknown"),
              QT_TRANSLATE_NOOP("Catalogue", "Not measured"),
              -0.25,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "An unmeasured pipeline risks leaving expensive TPUs waiting for data."),
              {kSeed001}},
             {QStringLiteral("bottleneck"),
              QT_TRANSLATE_NOOP("Catalogue", "Already a bottleneck"),
              -0.75,
              QT_TRANSLATE_NOOP("Catalogue",
                                "A slow pipeline wastes a TPU more than a GPU; fix it first."),
              {kSeed000, kSeed001}},
         },
         {kSeed000, kSeed001}},

        {QStringLiteral("shared_use"),
         infra,
         QT_TRANSLATE_NOOP("Catalogue", "Other uses of the &hardware"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "Hardware shared with non-ML work favours general-purpose GPUs."),
         1.0,
         {
             {QStringLiteral("ml_only"),
              QT_TRANSLATE_NOOP("Catalogue", "Machine learning only"),
              0.25,
              QT_TRANSLATE_NOOP("Catalogue", "Dedicated ML hardware can be specialised."),
              {kSeed003}},
             {QStringLiteral("mixed"),
              QT_TRANSLATE_NOOP("Catalogue", "Also rendering, simulation or data engineering"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Only GPUs also run rendering, simulation and data-engineering work."),
              {kSeed002, kSeed003}},
         },
         {kSeed002, kSeed003}},

        // ---- Step 6: scale and cost -----------------------------------------------------------
        {QStringLiteral("scale"),
         scale,
         QT_TRANSLATE_NOOP("Catalogue", "Largest &run"),
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "TPU interconnects and pods are built for distributed training; GPUs scale too, with "
             "careful tuning."),
         2.0,
         {
             {QStringLiteral("single"),
              QT_TRANSLATE_NOOP("Catalogue", "One device"),
              -0.75,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "A single device gains nothing from TPU interconnects, and GPUs are easiest to "
                  "get one at a time."),
              {kSeed003}},
             {QStringLiteral("node"),
              QT_TRANSLATE_NOOP("Catalogue", "2 to 8 devices (one node)"),
              -0.25,
              QT_TRANSLATE_NOOP("Catalogue", "Within one node both platforms scale easily."),
              {kSeed003}},
             {QStringLiteral("cluster"),
              QT_TRANSLATE_NOOP("Catalogue", "9 to 256 devices"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Across many devices, the TPU's fast, predictable interconnect starts to tell."),
              {kSeed003},
              HybridWork{tpu, QT_TRANSLATE_NOOP("Catalogue", "the multi-node runs")}},
             {QStringLiteral("pod"),
              QT_TRANSLATE_NOOP("Catalogue", "More than 256 devices"),
              1.0,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "Pod-scale training is what TPU slices and their interconnect are designed for."),
              {kSeed003, kTpuIntro},
              HybridWork{tpu, QT_TRANSLATE_NOOP("Catalogue", "the pod-scale runs")}},
         },
         {kSeed003}},

        {QStringLiteral("duration"),
         scale,
         QT_TRANSLATE_NOOP("Catalogue", "&Duration of the jobs"),
         QT_TRANSLATE_NOOP("Catalogue", "TPUs are most cost-effective for large, sustained jobs."),
         1.5,
         {
             {QStringLiteral("bursts"),
              QT_TRANSLATE_NOOP("Catalogue", "Short bursts"),
              -0.5,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Short, irregular jobs fit GPUs rented or owned as needed."),
              {kSeed002}},
             {QStringLiteral("sustained"),
              QT_TRANSLATE_NOOP("Catalogue", "Sustained: days to months"),
              0.5,
              QT_TRANSLATE_NOOP("Catalogue",
                                "Long, steady jobs are where TPUs are most cost-effective."),
              {kSeed002, kSeed003, kTpuIntro}},
         },
         {kSeed002, kSeed003}},

        {QStringLiteral("priority"),
         scale,
         QT_TRANSLATE_NOOP("Catalogue", "What matters &most"),
         QT_TRANSLATE_NOOP("Catalogue",
                           "A balance between the freedom to pivot and the power to scale."),
         1.5,
         {
             {QStringLiteral("flexibility"),
              QT_TRANSLATE_NOOP("Catalogue", "Flexibility to pivot"),
              -0.75,
              QT_TRANSLATE_NOOP("Catalogue", "The freedom to change course is the GPU's strength."),
              {kSeed001, kSeed003}},
             {QStringLiteral("balanced"),
              QT_TRANSLATE_NOOP("Catalogue", "A balance of both"),
              0.0,
              QT_TRANSLATE_NOOP("Catalogue", "A balance favours neither platform."),
              {kSeed001}},
             {QStringLiteral("cost_efficiency"),
              QT_TRANSLATE_NOOP("Catalogue", "Cost efficiency at scale"),
              0.5,
              QT_TRANSLATE_NOOP(
                  "Catalogue",
                  "At scale TPUs can give better price-performance, within Google Cloud pricing."),
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
             "Catalogue",
             "TPUs are available only as a Google Cloud service; they cannot run on premises or at "
             "the edge."),
         {kSeed002, kSeed003}},
        {QStringLiteral("tpu_needs_ported_kernels"),
         Platform::Tpu,
         {C{QStringLiteral("custom_kernels"), {QStringLiteral("cuda")}},
          C{QStringLiteral("porting_budget"), {QStringLiteral("none")}}},
         QT_TRANSLATE_NOOP("Catalogue",
                           "CUDA kernels cannot run on a TPU, and there is no time to port them."),
         {kSeed001, kSeed002}},
        {QStringLiteral("tpu_needs_xla_framework"),
         Platform::Tpu,
         {C{QStringLiteral("xla_compat"), {QStringLiteral("no")}},
          C{QStringLiteral("framework"), {QStringLiteral("other")}}},
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "The code does not compile under XLA and its framework has no TPU back end."),
         {kSeed000, kSeed001}},
        {QStringLiteral("tpu_needs_xla_or_port"),
         Platform::Tpu,
         {C{QStringLiteral("xla_compat"), {QStringLiteral("no")}},
          C{QStringLiteral("porting_budget"), {QStringLiteral("none")}}},
         QT_TRANSLATE_NOOP(
             "Catalogue",
             "The code does not compile under XLA and there is no time to make it compile."),
         {kSeed000, kSeed001}},
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
            {C{stage, {QStringLiteral("scale_up"), QStringLiteral("production")}},
             C{QStringLiteral("workload"), trainingWork}},
            {C{QStringLiteral("scale"), {QStringLiteral("cluster"), QStringLiteral("pod")}},
             C{QStringLiteral("workload"), trainingWork}},
        },
        -0.2,
        QT_TRANSLATE_NOOP(
            "Catalogue",
            "Hybrid means GPUs for development and experimentation, TPUs for the scaled, stable "
            "runs. It is recommended when TPUs are available, the answers show both an "
            "experimentation phase and scaled training runs, and TPUs are not clearly behind "
            "(TPU share of the weighted score at least 40%)."),
        {Platform::Gpu, QT_TRANSLATE_NOOP("Catalogue", "development, experiments and debugging")},
        {Platform::Tpu, QT_TRANSLATE_NOOP("Catalogue", "the large, stable training runs")},
        {kSeed003, kSeed001},
    };
}

#undef T

} // namespace

CatalogueDefinition builtInCatalogueDefinition() {
    return {QStringLiteral("2026.11-v2"), sources(), steps(), questions(), blockers(), hybridRule()};
}

} // namespace accel
