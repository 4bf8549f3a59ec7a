<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cvz::AboutText</name>
    <message>
        <location filename="../../ui/abouttext.cpp" line="19"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="30"/>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="31"/>
        <source>Eigen</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="32"/>
        <source>CUDA Toolkit (build)</source>
        <translation>CUDA Toolkit（编译时）</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="33"/>
        <source>not built with CUDA</source>
        <translation>未启用 CUDA 编译</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="35"/>
        <source>CUDA runtime</source>
        <translation>CUDA 运行时</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="36"/>
        <source>CUDA driver</source>
        <translation>CUDA 驱动</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="37"/>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="39"/>
        <source>Compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="40"/>
        <source>&lt;h3&gt;cudaviz %1&lt;/h3&gt;&lt;p&gt;See how CUDA threads, blocks and grids map to data, and time real matrix multiplications on the CPU and the GPU.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cudaviz %1&lt;/h3&gt;&lt;p&gt;看 CUDA 的线程、线程块和网格如何映射到数据上，并在 CPU 和 GPU 上为真实的矩阵乘法计时。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cvz::AccessPicture</name>
    <message>
        <location filename="../../ui/playgroundview/accesspicture.cpp" line="112"/>
        <source>Run a kernel to see which thread touched which element.</source>
        <translation>运行一个核函数，看看哪个线程访问了哪个元素。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/accesspicture.cpp" line="186"/>
        <source>is past the end of %1 (%2 elements).</source>
        <translation>超出了 %1 的末尾（%2 个元素）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/accesspicture.cpp" line="194"/>
        <source>Last written by %1 (line %2).</source>
        <translation>最后由 %1 写入（第 %2 行）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/accesspicture.cpp" line="195"/>
        <source>Last written by %1.</source>
        <translation>最后由 %1 写入。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/accesspicture.cpp" line="197"/>
        <source>Read first by %1; never written.</source>
        <translation>最先由 %1 读取；从未被写入。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/accesspicture.cpp" line="199"/>
        <source>No thread touched it.</source>
        <translation>没有线程访问过它。</translation>
    </message>
</context>
<context>
    <name>cvz::AnimationBar</name>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="33"/>
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（空格）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="41"/>
        <source>To the first thread (Home)</source>
        <translation>回到第一个线程（Home）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="42"/>
        <source>Step back (Left)</source>
        <translation>后退一步（左方向键）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="44"/>
        <source>Step forward (Right)</source>
        <translation>前进一步（右方向键）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="45"/>
        <source>To the end (End)</source>
        <translation>跳到末尾（End）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="48"/>
        <source>Drag to any point of the launch</source>
        <translation>拖动到这次启动的任意位置</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="55"/>
        <source>Speed: steps per second</source>
        <translation>速度：每秒步数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="57"/>
        <source>Step by thread</source>
        <translation>按线程单步</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="58"/>
        <source>Step by warp (32)</source>
        <translation>按线程束单步（32）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="59"/>
        <source>Step by block</source>
        <translation>按线程块单步</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="69"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/animationbar.cpp" line="96"/>
        <location filename="../../ui/mappingview/animationbar.cpp" line="104"/>
        <source>%1 of %2 threads done</source>
        <translation>已完成 %1 / %2 个线程</translation>
    </message>
</context>
<context>
    <name>cvz::AnimationEncoder</name>
    <message>
        <location filename="../../ui/export/animationencoder.cpp" line="26"/>
        <source>a frame of %1 x %2 pixels in a %3 x %4 animation</source>
        <translation>%3 x %4 的动画里出现了 %1 x %2 像素的帧</translation>
    </message>
    <message>
        <location filename="../../ui/export/animationencoder.cpp" line="109"/>
        <source>out of memory for a GIF palette</source>
        <translation>GIF 调色板内存不足</translation>
    </message>
    <message>
        <location filename="../../ui/export/animationencoder.cpp" line="36"/>
        <source>the GIF encoder failed: %1</source>
        <translation>GIF 编码器出错：%1</translation>
    </message>
    <message>
        <location filename="../../ui/export/animationencoder.cpp" line="163"/>
        <location filename="../../ui/export/animationencoder.cpp" line="276"/>
        <source>an animation needs at least one frame</source>
        <translation>动画至少需要一帧</translation>
    </message>
    <message>
        <location filename="../../ui/export/animationencoder.cpp" line="246"/>
        <location filename="../../ui/export/animationencoder.cpp" line="254"/>
        <source>the WebP encoder could not start</source>
        <translation>WebP 编码器无法启动</translation>
    </message>
    <message>
        <location filename="../../ui/export/animationencoder.cpp" line="265"/>
        <location filename="../../ui/export/animationencoder.cpp" line="283"/>
        <source>the WebP encoder failed: %1</source>
        <translation>WebP 编码器出错：%1</translation>
    </message>
</context>
<context>
    <name>cvz::ArchLimitsView</name>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="14"/>
        <source>CUDA limits by compute capability</source>
        <translation>按计算能力列出的 CUDA 限制</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="27"/>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="27"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="36"/>
        <source>From the CUDA C++ Programming Guide, &quot;Technical Specifications per Compute Capability&quot;. A launch that breaks one of these fails with cudaErrorInvalidConfiguration or never fits on an SM.</source>
        <translation>出自《CUDA C++ 编程指南》的“各计算能力的技术规格”。违反其中任何一条的启动会以 cudaErrorInvalidConfiguration 失败，或者根本放不进一个 SM。</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="68"/>
        <source>Threads per block</source>
        <translation>每个线程块的线程数</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="68"/>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="69"/>
        <source>Block dimensions (x, y, z)</source>
        <translation>线程块维度 (x, y, z)</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="71"/>
        <source>Grid dimensions (x, y, z)</source>
        <translation>网格维度 (x, y, z)</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="73"/>
        <source>Warp size</source>
        <translation>线程束大小</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="73"/>
        <source>%1 threads</source>
        <translation>%1 个线程</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="74"/>
        <source>Resident warps per SM</source>
        <translation>每个 SM 驻留的线程束</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="74"/>
        <source>%1 (%2 threads)</source>
        <translation>%1（%2 个线程）</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="75"/>
        <source>Resident blocks per SM</source>
        <translation>每个 SM 驻留的线程块</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="76"/>
        <source>32-bit registers per SM</source>
        <translation>每个 SM 的 32 位寄存器</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="77"/>
        <source>%1 (at most %2 per thread)</source>
        <translation>%1（每个线程最多 %2 个）</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="78"/>
        <source>Shared memory per block</source>
        <translation>每个线程块的共享内存</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="79"/>
        <source>%1 KiB, up to %2 KiB when the kernel opts in</source>
        <translation>%1 KiB，核函数显式申请时最多 %2 KiB</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="82"/>
        <source>Shared memory per SM</source>
        <translation>每个 SM 的共享内存</translation>
    </message>
    <message>
        <location filename="../../ui/archlimitsview.cpp" line="82"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
</context>
<context>
    <name>cvz::Backends</name>
    <message>
        <location filename="../../core/bench/backends.cpp" line="20"/>
        <source>CPU, textbook triple loop</source>
        <translation>CPU，教科书式三重循环</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="21"/>
        <source>CPU, Eigen (blocked, SIMD, threads)</source>
        <translation>CPU，Eigen（分块、SIMD、多线程）</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="24"/>
        <source>CPU, OpenBLAS sgemm (the BLAS NumPy&apos;s wheels bundle)</source>
        <translation>CPU，OpenBLAS sgemm（NumPy 的 wheel 包自带的 BLAS）</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="25"/>
        <source>GPU, one thread per element (uncoalesced)</source>
        <translation>GPU，每个元素一个线程（未合并访存）</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="27"/>
        <source>GPU, coalesced</source>
        <translation>GPU，合并访存</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="28"/>
        <source>GPU, shared-memory tiles</source>
        <translation>GPU，共享内存分块</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="30"/>
        <source>GPU, tiles + register blocking (4x4 per thread)</source>
        <translation>GPU，分块 + 寄存器分块（每线程 4x4）</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="32"/>
        <source>GPU, warptiling: 128x128 tiles, float4, double buffering</source>
        <translation>GPU，线程束分块：128x128 分块、float4、双缓冲</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="34"/>
        <source>cuBLAS SGEMM, FP32</source>
        <translation>cuBLAS SGEMM，FP32</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="35"/>
        <source>cuBLAS, TF32 tensor cores</source>
        <translation>cuBLAS，TF32 张量核心</translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="38"/>
        <source>cuBLAS, FP16 inputs, FP32 accumulate</source>
        <translation>cuBLAS，FP16 输入，FP32 累加</translation>
    </message>
</context>
<context>
    <name>cvz::BenchCommand</name>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="265"/>
        <source>Time C = A x B (float32) on the CPU and the GPU, check every result against Eigen, and print a table.
Memory: A, B, C, the reference and one result (4 bytes an element, 4*(MK + KN + 3MN) bytes) must fit in the available host memory, or that size is skipped with the numbers; sizes go up to %1.
Ctrl+C (or SIGTERM) stops within one sample and writes what ran (exit 130); a second Ctrl+C leaves at once. Exit codes: 0 all ran, 1 a run failed or none ran, 2 bad usage or output.</source>
        <translation>在 CPU 和 GPU 上计时 C = A x B（float32），把每个结果与 Eigen 对照检查，并打印一张表。
内存：A、B、C、参考结果和一个结果（每个元素 4 字节，共 4*(MK + KN + 3MN) 字节）必须放得进可用的主机内存，否则该尺寸会被跳过并给出具体数字；尺寸最大为 %1。
Ctrl+C（或 SIGTERM）在一次采样内停止，并写出已完成的结果（退出码 130）；再按一次 Ctrl+C 立即退出。退出码：0 全部运行，1 有运行失败或没有任何运行，2 用法或输出有误。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="46"/>
        <source>Square sizes, e.g. 256,512,1024 (default 64..4096, doubling).</source>
        <translation>方阵大小，例如 256,512,1024（默认 64..4096，逐次翻倍）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="48"/>
        <source>A non-square M x K x N problem, e.g. 1024x512x256 (repeatable).</source>
        <translation>一个非方阵的 M x K x N 问题，例如 1024x512x256（可重复）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="50"/>
        <source>Comma-separated backends (default: cpu-eigen and, with a GPU, gpu-cublas).</source>
        <translation>逗号分隔的后端（默认：cpu-eigen，有 GPU 时再加 gpu-cublas）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="51"/>
        <source>Timed runs after the warm-up (default 10).</source>
        <translation>预热之后的计时运行次数（默认 10）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="54"/>
        <source>Keep sampling until the runs add up to this many ms.</source>
        <translation>持续采样，直到运行时间累计达到这么多毫秒。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="58"/>
        <source>Copy through page-locked host memory (default).</source>
        <translation>通过页锁定主机内存复制（默认）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="59"/>
        <source>Copy from ordinary (pageable) host memory.</source>
        <translation>从普通（可分页）主机内存复制。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="61"/>
        <source>Leave the GPU&apos;s L2 cache warm between samples (default: empty it before each, as nvbench does; small products otherwise run from the cache).</source>
        <translation>各次采样之间保留 GPU 的 L2 缓存（默认：每次采样前清空它，与 nvbench 相同；否则小规模乘法会直接从缓存运行）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="63"/>
        <source>Which GPU (default 0).</source>
        <translation>使用哪块 GPU（默认 0）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="66"/>
        <source>Also write the results as JSON (&apos;-&apos;: standard output, the table then goes to standard error).</source>
        <translation>同时把结果写成 JSON（&apos;-&apos;：标准输出，此时表格改写到标准错误）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="68"/>
        <source>Also write the results as CSV (&apos;-&apos;: standard output).</source>
        <translation>同时把结果写成 CSV（&apos;-&apos;：标准输出）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="73"/>
        <source>bars (default), stacked, sweep, speedup or roofline.</source>
        <translation>bars（默认）、stacked、sweep、speedup 或 roofline。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="133"/>
        <source>--sizes is empty: give sizes such as 256,512,1024, or leave the option out for the default sweep</source>
        <translation>--sizes 为空：请给出尺寸，例如 256,512,1024，或者去掉这个选项以使用默认的尺寸序列</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="139"/>
        <source>--%1 needs a file name</source>
        <translation>--%1 需要一个文件名</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="162"/>
        <source>unknown chart kind &apos;%1&apos; (choose bars, stacked, sweep, speedup or roofline)</source>
        <translation>未知的图表类型“%1”（可选 bars、stacked、sweep、speedup 或 roofline）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/benchcommand.cpp" line="239"/>
        <source>interrupted: %n result(s) finished before the stop are above</source>
        <translation>
            <numerusform>已中断：停止前完成的 %n 个结果见上方</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="253"/>
        <source>cudaviz bench: nothing ran: every run was skipped (see the Note column)</source>
        <translation>cudaviz bench：没有任何运行：所有运行都被跳过了（见“说明”列）</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="70"/>
        <source>Also draw a chart (.png, .svg or .pdf).</source>
        <translation>同时绘制图表（.png、.svg 或 .pdf）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="56"/>
        <source>CPU threads for cpu-eigen and cpu-openblas (default: all cores; products under 160³ run on one).</source>
        <translation>cpu-eigen 与 cpu-openblas 的 CPU 线程数（默认：全部核心；小于 160³ 的乘法只用一个线程）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="75"/>
        <source>Chart width x height (default 1920x1080).</source>
        <translation>图表宽 x 高（默认 1920x1080）。</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="84"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="88"/>
        <source>choose --pinned or --pageable, not both</source>
        <translation>--pinned 和 --pageable 只能选一个</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="102"/>
        <source>--%1 &apos;%2&apos; must be a whole number from %3 to %4</source>
        <translation>--%1 “%2” 必须是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="153"/>
        <source>--chart needs a file name (.png, .svg or .pdf), not standard output</source>
        <translation>--chart 需要一个文件名（.png、.svg 或 .pdf），不能是标准输出</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="157"/>
        <source>--json and --csv name the same file &apos;%1&apos;</source>
        <translation>--json 和 --csv 指向同一个文件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="167"/>
        <source>--size &apos;%1&apos; is not WxH, e.g. 1920x1080</source>
        <translation>--size “%1” 不是宽 x 高格式，例如 1920x1080</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="181"/>
        <source>note: %1x%2x%3 needs %4 TFLOP for its CPU reference alone, about %5 minutes at %6 GFLOP/s; Ctrl+C stops it within a few seconds</source>
        <translation>注意：%1x%2x%3 仅 CPU 参考结果就需要 %4 TFLOP，按 %6 GFLOP/s 约需 %5 分钟；Ctrl+C 可在几秒内停止</translation>
    </message>
    <message>
        <location filename="../../cli/benchcommand.cpp" line="201"/>
        <source>[%1/%2] %3 %4x%5x%6</source>
        <translation>[%1/%2] %3 %4x%5x%6</translation>
    </message>
</context>
<context>
    <name>cvz::BenchRequest</name>
    <message>
        <location filename="../../core/bench/benchrequest.cpp" line="21"/>
        <source>%1 = %2 is out of range: it goes from %3 to %4</source>
        <translation>%1 = %2 超出范围：取值为 %3 到 %4</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchrequest.cpp" line="36"/>
        <location filename="../../core/bench/benchrequest.cpp" line="40"/>
        <source>size %1 is out of range: sizes go from 1 to %2</source>
        <translation>大小 %1 超出范围：大小应在 1 到 %2 之间</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchrequest.cpp" line="65"/>
        <source>shape &apos;%1&apos; is not MxKxN (for example 1024x512x256)</source>
        <translation>形状“%1”不是 MxKxN 格式（例如 1024x512x256）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchrequest.cpp" line="85"/>
        <source>unknown backend &apos;%1&apos; (choose from %2)</source>
        <translation>未知的后端“%1”（可选：%2）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchrequest.cpp" line="121"/>
        <source>Enter at least one size.</source>
        <translation>请至少输入一个尺寸。</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchrequest.cpp" line="130"/>
        <source>Choose at least one backend.</source>
        <translation>请至少选择一个后端。</translation>
    </message>
</context>
<context>
    <name>cvz::BenchResult</name>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="153"/>
        <source>machine.%1 has %2 characters; at most %3 are read</source>
        <translation>machine.%1 有 %2 个字符；最多读取 %3 个</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="169"/>
        <source>machine.%1 must be a positive number up to %2</source>
        <translation>machine.%1 必须是不大于 %2 的正数</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="224"/>
        <source>%1 = %2 is too small to be a measurement (at least %3, or 0)</source>
        <translation>%1 = %2 太小，不可能是测量值（至少 %3，或为 0）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="228"/>
        <source>%1 = %2 is out of range: it must be a number from %3 to %4</source>
        <translation>%1 = %2 超出范围：必须是 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="253"/>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="253"/>
        <location filename="../../core/bench/benchresult.cpp" line="387"/>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="273"/>
        <source>%1.%2 = %3 is not a whole number</source>
        <translation>%1.%2 = %3 不是整数</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="347"/>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="351"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="355"/>
        <source>not a cudaviz result file: it has no &quot;results&quot; list</source>
        <translation>不是 cudaviz 结果文件：其中没有 &quot;results&quot; 列表</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="363"/>
        <source>the file is in format %1, written by a newer cudaviz; this one reads %2. Update cudaviz to chart it.</source>
        <translation>该文件的格式为 %1，由更新版本的 cudaviz 写出；此版本读取 %2。请更新 cudaviz 后再绘制它。</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="366"/>
        <source>not a cudaviz result file: its format is &apos;%1&apos;, not %2</source>
        <translation>不是 cudaviz 结果文件：其格式为 &apos;%1&apos;，而不是 %2</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="456"/>
        <source>%1 results are more than cudaviz reads from one file (at most %2)</source>
        <translation>%1 个结果超过了 cudaviz 从一个文件读取的上限（最多 %2 个）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="464"/>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="412"/>
        <source>%1.backend &apos;%2&apos; is not a known backend</source>
        <translation>%1.backend “%2” 不是已知的后端</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="425"/>
        <source>%1.status must be ok, failed or skipped</source>
        <translation>%1.status 必须是 ok、failed 或 skipped</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="377"/>
        <source>%1.samples_ms has %2 samples, more than cudaviz reads (at most %3)</source>
        <translation>%1.samples_ms 有 %2 个采样，超过了 cudaviz 的读取上限（最多 %3 个）</translation>
    </message>
</context>
<context>
    <name>cvz::BenchResultsModel</name>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="57"/>
        <source>GFLOP/s as a share of the machine&apos;s FP32 peak for the threads it ran on: measured for the CPU (Devices page), theoretical for a GPU (TF32 and FP16 backends: the tensor-core peak)</source>
        <translation>GFLOP/s 占本机在所用线程数下 FP32 峰值的比例：CPU 为实测（设备页），GPU 为理论值（TF32 与 FP16 后端：张量核心峰值）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="114"/>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="114"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="114"/>
        <source>skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="128"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="130"/>
        <source>M×K×N</source>
        <translation>M×K×N</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="132"/>
        <source>Median ms</source>
        <translation>中位数（毫秒）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="134"/>
        <source>IQR ms</source>
        <translation>IQR（毫秒）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="136"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="138"/>
        <source>% of peak</source>
        <translation>峰值占比 %</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="140"/>
        <source>H2D ms</source>
        <translation>H2D（毫秒）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="142"/>
        <source>D2H ms</source>
        <translation>D2H（毫秒）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="144"/>
        <source>End-to-end ms</source>
        <translation>端到端（毫秒）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="146"/>
        <source>Max rel. error</source>
        <translation>最大相对误差</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="148"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchresultsmodel.cpp" line="150"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>cvz::BenchTable</name>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="55"/>
        <source>IQR is %1% of the median</source>
        <translation>IQR 为中位数的 %1%</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/bench/benchtable.cpp" line="57"/>
        <source>its %n thread(s) got %1% of their cores</source>
        <translation>
            <numerusform>它的 %n 个线程只得到了所在核心 %1% 的时间</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="60"/>
        <source> (1-minute load average %1, this benchmark&apos;s own threads included)</source>
        <translation>（1 分钟负载均值 %1，含本次基准测试自身的线程）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="64"/>
        <source>noisy: %1</source>
        <translation>有噪声：%1</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="72"/>
        <source>CPU: %1, %2 threads for cpu-eigen, SIMD %3; %4</source>
        <translation>CPU：%1，cpu-eigen 使用 %2 个线程，SIMD %3；%4</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="78"/>
        <source>CPU peak (measured): %1 GFLOP/s on one core, %2 on all cores; memory %3 GB/s (triad)</source>
        <translation>CPU 峰值（实测）：单核 %1 GFLOP/s，全部核心 %2；内存 %3 GB/s（triad）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="86"/>
        <source>cpu-openblas: %1</source>
        <translation>cpu-openblas：%1</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="87"/>
        <source>GPU: none (%1)</source>
        <translation>GPU：无（%1）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="88"/>
        <source>GPU: %1 (compute capability %2)</source>
        <translation>GPU：%1（计算能力 %2）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="91"/>
        <source>backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="92"/>
        <source>MxKxN</source>
        <translation>MxKxN</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="93"/>
        <source>median ms</source>
        <translation>中位数毫秒</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="94"/>
        <source>IQR ms</source>
        <translation>IQR（毫秒）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="95"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="95"/>
        <source>%peak</source>
        <translation>%峰值</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="96"/>
        <source>H2D ms</source>
        <translation>H2D（毫秒）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="97"/>
        <source>D2H ms</source>
        <translation>D2H（毫秒）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="98"/>
        <source>max rel err</source>
        <translation>最大相对误差</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="99"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="100"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>cvz::BenchmarkPage</name>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="47"/>
        <source>Pinned (page-locked)</source>
        <translation>页锁定（pinned）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="48"/>
        <source>Pageable</source>
        <translation>可分页（pageable）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="49"/>
        <source>Empty the L2 cache before each sample</source>
        <translation>每次采样前清空 L2 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="51"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="52"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="53"/>
        <source>Save results…</source>
        <translation>保存结果…</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="59"/>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="78"/>
        <source>Square sizes N (C = A × B with N×N matrices), separated by commas</source>
        <translation>方阵大小 N（C = A × B，矩阵为 N×N），用逗号分隔</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="80"/>
        <source>optional, e.g. 1024x512x256</source>
        <translation>可选，例如 1024x512x256</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="81"/>
        <source>A non-square problem M×K×N: A is M×K, B is K×N</source>
        <translation>非方阵问题 M×K×N：A 为 M×K，B 为 K×N</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="83"/>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="99"/>
        <source>Timed runs after one warm-up; at least 10 for a trustworthy median</source>
        <translation>一次预热后的计时运行次数；至少 10 次，中位数才可信</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="102"/>
        <source>all cores (%1)</source>
        <translation>全部核心（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="106"/>
        <source>Before every sample the GPU overwrites a buffer twice the size of its L2 cache, as nvbench does, so that no sample finds A, B or C there. Off: small products run from the cache and look faster than they would on fresh data.</source>
        <translation>每次采样前，GPU 会覆写一块两倍于其 L2 缓存大小的缓冲区（与 nvbench 相同），使任何一次采样都无法在缓存中找到 A、B 或 C。关闭时：小规模乘法直接从缓存运行，看起来比处理新数据时更快。</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="112"/>
        <source>Sizes N:</source>
        <translation>大小 N：</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="113"/>
        <source>Or M×K×N:</source>
        <translation>或 M×K×N：</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="114"/>
        <source>Samples:</source>
        <translation>采样次数：</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="115"/>
        <source>CPU threads:</source>
        <translation>CPU 线程数：</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="119"/>
        <source>Host memory:</source>
        <translation>主机内存：</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="120"/>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="162"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="183"/>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="234"/>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="214"/>
        <source>Cancelled: the runs that finished are shown.</source>
        <translation>已取消：显示已完成的运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="215"/>
        <source>%n run(s) failed: see the Note column.</source>
        <translation>
            <numerusform>%n 次运行失败：见“备注”列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="216"/>
        <source>Done: %n result(s).</source>
        <translation>
            <numerusform>完成：%n 个结果。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="269"/>
        <source>GPU backends are not offered: no CUDA GPU was found (%1). The CPU backends run as usual.</source>
        <translation>不提供 GPU 后端：没有找到 CUDA GPU（%1）。CPU 后端照常运行。</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="271"/>
        <source>not probed yet</source>
        <translation>尚未检测</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="276"/>
        <source>%1: %2 (cannot run now)</source>
        <translation>%1: %2（当前无法运行）</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="342"/>
        <source>Running… the first size also computes the cpu-eigen reference.</source>
        <translation>运行中… 第一个大小还会计算 cpu-eigen 参考结果。</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="359"/>
        <source>Cancelling after the current sample…</source>
        <translation>当前采样结束后取消…</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="386"/>
        <source>Save results</source>
        <translation>保存结果</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="386"/>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="395"/>
        <source>Nothing was written; choose another folder.</source>
        <translation>什么也没有写入；请换一个文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="397"/>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
</context>
<context>
    <name>cvz::BenchmarkRunner</name>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="62"/>
        <source>the GPU is disabled until cudaviz restarts after an unrecoverable error (%1: %2)</source>
        <translation>发生不可恢复的错误后，GPU 已停用，直到 cudaviz 重新启动（%1: %2）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="152"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="182"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="188"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="251"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="292"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="339"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="204"/>
        <source>wrong result: max relative error %1 exceeds the tolerance %2</source>
        <translation>结果错误：最大相对误差 %1 超过容差 %2</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="278"/>
        <source>no CUDA GPU: %1</source>
        <translation>没有 CUDA GPU：%1</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="281"/>
        <source>there is no GPU %1 (devices 0 to %2)</source>
        <translation>没有第 %1 块 GPU（设备编号为 0 到 %2）</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="284"/>
        <source>GPU %1 cannot run work now: %2</source>
        <translation>GPU %1 当前无法运行任务：%2</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="224"/>
        <source>%1 x %2 x %3 needs more than the %4 blocks %5 allows along grid %6 (a product this tall or wide does not fit %7&apos;s launch); use gpu-cublas, which tiles any shape</source>
        <translation>%1 x %2 x %3 在网格 %6 方向上需要的线程块超过 %5 允许的 %4 个（如此高或宽的乘法放不进 %7 的启动配置）；请使用能为任意形状分块的 gpu-cublas</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="287"/>
        <source>%1 does not run on a GPU</source>
        <translation>%1 不在 GPU 上运行</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="240"/>
        <source>needs %1 MiB of GPU memory; %2 had %3 MiB free</source>
        <translation>需要 %1 MiB 显存；%2 只有 %3 MiB 空闲</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="263"/>
        <source>wrong result: max relative error %1 exceeds the tolerance %2 for %3</source>
        <translation>结果错误：最大相对误差 %1 超过 %3 的容差 %2</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="342"/>
        <source>%1 x %2 x %3 needs %4 MiB of host memory, %5 MiB of it page-locked for the copies; %6 MiB are available</source>
        <translation>%1 x %2 x %3 需要 %4 MiB 主机内存，其中 %5 MiB 为拷贝用的页锁定内存；当前可用 %6 MiB</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="350"/>
        <source>%1 x %2 x %3 needs %4 MiB of host memory; %5 MiB are available</source>
        <translation>%1 x %2 x %3 需要 %4 MiB 主机内存；可用的只有 %5 MiB</translation>
    </message>
</context>
<context>
    <name>cvz::BlockEmulator</name>
    <message>
        <location filename="../../core/emulator/blockemulator.cpp" line="1036"/>
        <location filename="../../core/emulator/blockemulator.cpp" line="1046"/>
        <source>The trace would hold more than %1 memory accesses; choose a smaller problem.</source>
        <translation>轨迹将包含超过 %1 次内存访问；请选择更小的问题。</translation>
    </message>
</context>
<context>
    <name>cvz::Ceilings</name>
    <message>
        <location filename="../../core/bench/ceilings.cpp" line="241"/>
        <source>measuring the memory bandwidth needs %1 MiB free (3 arrays of %2 MiB, 4x spare); %3 MiB are available. Close other programs and measure again.</source>
        <translation>测量内存带宽需要 %1 MiB 空闲内存（3 个 %2 MiB 的数组，留 4 倍余量）；当前可用 %3 MiB。请关闭其他程序后再测。</translation>
    </message>
</context>
<context>
    <name>cvz::CeilingsPanel</name>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="12"/>
        <source>Peaks: the roofs of the roofline chart</source>
        <translation>峰值：屋顶线图的“屋顶”</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="14"/>
        <location filename="../../ui/ceilingspanel.cpp" line="119"/>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="15"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="23"/>
        <source>About 3 s: an FMA loop on one core and on all cores, and a memory triad. Close other programs first; the numbers are kept for this machine.</source>
        <translation>约 3 秒：在单核和全部核心上运行 FMA 循环，并做一次内存 triad。请先关闭其他程序；结果会为本机保存。</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="48"/>
        <source>Measured, but not kept for next time: %1</source>
        <translation>已测量，但未能保存到下次：%1</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="90"/>
        <source>CPU, measured %1 (%2 FMA loop): %3 GFLOP/s on one core, %4 GFLOP/s on all %5 threads; memory %6 GB/s (triad).</source>
        <translation>CPU，实测于 %1（%2 FMA 循环）：单核 %3 GFLOP/s，全部 %5 个线程 %4 GFLOP/s；内存 %6 GB/s（triad）。</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="98"/>
        <source>CPU: not measured yet. Measure takes about 3 s; benchmarks run after it record the peaks, so the roofline chart and the % of peak column can use them.</source>
        <translation>CPU：尚未测量。测量约需 3 秒；之后运行的基准测试会记录这些峰值，屋顶线图和“峰值占比”列即可使用。</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="105"/>
        <source>GPU %1 %2, theoretical: FP32 %3 TFLOP/s</source>
        <translation>GPU %1 %2，理论值：FP32 %3 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="110"/>
        <source>, TF32 tensor %1 TFLOP/s</source>
        <translation>，TF32 张量 %1 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="112"/>
        <source>, FP16 tensor %1 TFLOP/s</source>
        <translation>，FP16 张量 %1 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="113"/>
        <source>; memory %1 GB/s (from its clocks and bus width, not measured).</source>
        <translation>；内存 %1 GB/s（由时钟与总线宽度算出，非实测）。</translation>
    </message>
    <message>
        <location filename="../../ui/ceilingspanel.cpp" line="119"/>
        <source>Measure again</source>
        <translation>重新测量</translation>
    </message>
</context>
<context>
    <name>cvz::ChartCommand</name>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="35"/>
        <source>--size &apos;%1&apos; is not WxH (16 to 16384 each), e.g. 1920x1080</source>
        <translation>--size “%1” 不是宽 x 高格式（每边 16 到 16384），例如 1920x1080</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="37"/>
        <source>--metric &apos;%1&apos; must be time or gflops</source>
        <translation>--metric “%1” 必须是 time 或 gflops</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="59"/>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="29"/>
        <source>drawing a chart needs a GUI application object; this is a bug in cudaviz</source>
        <translation>绘制图表需要一个 GUI 应用程序对象；这是 cudaviz 的缺陷</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="32"/>
        <source>unknown chart kind &apos;%1&apos; (choose bars, stacked, sweep, speedup or roofline)</source>
        <translation>未知的图表类型“%1”（可选 bars、stacked、sweep、speedup 或 roofline）</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="41"/>
        <source>-o needs a file name (.png, .svg or .pdf)</source>
        <translation>-o 需要一个文件名（.png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="50"/>
        <source>nothing to draw: the files hold no finished run (%1 failed, %2 skipped)</source>
        <translation>没有可画的内容：这些文件里没有完成的运行（%1 个失败，%2 个跳过）</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="67"/>
        <source>Chart one or more result files from `cudaviz bench --json` (from any machine) as PNG, SVG or PDF.
Budget: each file at most %1 MiB and %2 results; every number finite and plausible (times 0 to 1e9 ms, sizes 1 to 1e6), or the file is refused with the field named; images up to 16384 x 16384.</source>
        <translation>把一个或多个 `cudaviz bench --json` 结果文件（来自任意机器）画成 PNG、SVG 或 PDF 图表。
预算：每个文件最多 %1 MiB、%2 个结果；每个数都必须有限且合理（时间 0 到 1e9 毫秒，尺寸 1 到 1e6），否则拒绝该文件并指出字段；图片最大 16384 x 16384。</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="75"/>
        <source>Result JSON files; each is labelled by its machine.</source>
        <translation>结果 JSON 文件；每个文件按其机器标注。</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="77"/>
        <source>The image to write (.png, .svg, .pdf).</source>
        <translation>要写入的图像（.png、.svg、.pdf）。</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="79"/>
        <source>bars (default), stacked, sweep, speedup or roofline.</source>
        <translation>bars（默认）、stacked、sweep、speedup 或 roofline。</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="80"/>
        <source>Width x height (default 1920x1080).</source>
        <translation>宽 x 高（默认 1920x1080）。</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="82"/>
        <source>time (default) or gflops.</source>
        <translation>time（默认）或 gflops。</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="88"/>
        <source>give at least one result file</source>
        <translation>请至少给出一个结果文件</translation>
    </message>
    <message>
        <location filename="../../cli/chartcommand.cpp" line="91"/>
        <source>say where to write the chart with -o FILE.png|svg|pdf</source>
        <translation>用 -o 文件.png|svg|pdf 指定图表写到哪里</translation>
    </message>
</context>
<context>
    <name>cvz::ChartData</name>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="99"/>
        <source>No CUDA GPU found — CPU only. This is expected, not a failure.</source>
        <translation>没有找到 CUDA GPU —— 只有 CPU。这是正常的，不是故障。</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="170"/>
        <source>C = A × B: median time per backend</source>
        <translation>C = A × B：各后端的中位时间</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="171"/>
        <source>C = A × B: throughput per backend</source>
        <translation>C = A × B：各后端的吞吐量</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="172"/>
        <source>Median %1</source>
        <translation>中位数（%1）</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="172"/>
        <source>%1 (from the median)</source>
        <translation>%1（按中位数）</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="247"/>
        <source>Time (%1, log)</source>
        <translation>时间（%1，对数）</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="247"/>
        <source>%1 (log)</source>
        <translation>%1（对数）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/charts/chartdata.cpp" line="336"/>
        <source>Dashed outline or ring: %n noisy result(s) (wide spread or busy cores).</source>
        <translation>
            <numerusform>虚线框或圆圈：%n 个有噪声的结果（离散度大或核心繁忙）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="349"/>
        <source>Roofline: how close each backend comes to the machine&apos;s limits</source>
        <translation>屋顶线：各后端离机器极限有多近</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="356"/>
        <source>CPU roof, measured: %1 GFLOP/s, %2 GB/s%3</source>
        <translation>CPU 屋顶，实测：%1 GFLOP/s，%2 GB/s%3</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="364"/>
        <source>CPU, one core, measured: %1 GFLOP/s%2</source>
        <translation>CPU 单核，实测：%1 GFLOP/s%2</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="370"/>
        <source>GPU FP32 roof, theoretical: %1 TFLOP/s, %2 GB/s%3</source>
        <translation>GPU FP32 屋顶，理论值：%1 TFLOP/s，%2 GB/s%3</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="376"/>
        <source>GPU TF32 tensor roof, theoretical: %1 TFLOP/s%2</source>
        <translation>GPU TF32 张量屋顶，理论值：%1 TFLOP/s%2</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="381"/>
        <source>GPU FP16 tensor roof, theoretical: %1 TFLOP/s%2</source>
        <translation>GPU FP16 张量屋顶，理论值：%1 TFLOP/s%2</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="406"/>
        <source>No measured CPU roof for %1: measure it on the Devices page (or run cudaviz peaks), then benchmark again.</source>
        <translation>%1 没有实测的 CPU 屋顶：请在设备页测量（或运行 cudaviz peaks），然后重新运行基准测试。</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="411"/>
        <source>Triangles: our ladder kernels at the traffic their warps request (32-byte sectors the emulator counts, before any cache), left of the product&apos;s minimum traffic (circles).</source>
        <translation>三角形：我们的阶梯核函数按其线程束实际请求的流量（模拟器统计的 32 字节扇区，未计任何缓存）绘制，位于该乘法最小流量（圆点）的左侧。</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="216"/>
        <source>Where the time goes: copies to the GPU, the kernel, copies back</source>
        <translation>时间花在哪里：复制到 GPU、核函数、复制回主机</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="245"/>
        <source>Time against size (GPU: end to end, copies included)</source>
        <translation>时间随规模变化（GPU：端到端，含复制）</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="246"/>
        <source>GFLOP/s against size (GPU: end to end, copies included)</source>
        <translation>GFLOP/s 随规模变化（GPU：端到端，含复制）</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="288"/>
        <source>Speed-up over cpu-eigen on the same machine (end to end)</source>
        <translation>相对同一台机器上 cpu-eigen 的加速比（端到端）</translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="289"/>
        <source>× faster than cpu-eigen (log)</source>
        <translation>比 cpu-eigen 快的倍数（对数）</translation>
    </message>
</context>
<context>
    <name>cvz::ChartExport</name>
    <message>
        <location filename="../../ui/chartview/chartexport.cpp" line="62"/>
        <source>cannot export to &apos;%1&apos;: use a .png, .svg or .pdf file name</source>
        <translation>无法导出到“%1”：请使用 .png、.svg 或 .pdf 文件名</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartexport.cpp" line="108"/>
        <source>could not draw the chart for %1</source>
        <translation>无法为 %1 绘制图表</translation>
    </message>
</context>
<context>
    <name>cvz::ChartFactory</name>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="132"/>
        <location filename="../../ui/chartview/chartfactory.cpp" line="284"/>
        <source>noisy</source>
        <translation>有噪声</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="352"/>
        <source>Problem size (M×K×N)</source>
        <translation>问题规模（M×K×N）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="358"/>
        <source> (log)</source>
        <translation>（对数）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="360"/>
        <source>whiskers: IQR</source>
        <translation>须线：四分位距</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="384"/>
        <source>H2D copy</source>
        <translation>H2D 复制</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="385"/>
        <source>kernel / CPU run</source>
        <translation>核函数 / CPU 运行</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="386"/>
        <source>D2H copy</source>
        <translation>D2H 复制</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="420"/>
        <source>Time (%1)</source>
        <translation>时间（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="578"/>
        <source>Problem size N (log₂; non-square: (M·K·N)^⅓)</source>
        <translation>问题规模 N（log₂；非方阵：(M·K·N)^⅓）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="532"/>
        <source>GPU beats CPU from N ≈ %1</source>
        <translation>从 N ≈ %1 起 GPU 快于 CPU</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="541"/>
        <source>crossover</source>
        <translation>交叉点</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="562"/>
        <source>1x: as fast as cpu-eigen</source>
        <translation>1 倍：与 cpu-eigen 一样快</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="719"/>
        <source>Flop per byte (A, B read and C written once; log)</source>
        <translation>每字节浮点运算数（A、B 读一次，C 写一次；对数）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="719"/>
        <source>Flop per byte (log)</source>
        <translation>每字节浮点运算数（对数）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="721"/>
        <source>GFLOP/s (log)</source>
        <translation>GFLOP/s（对数）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartfactory.cpp" line="660"/>
        <source>%1, its own traffic</source>
        <translation>%1，按其自身流量</translation>
    </message>
</context>
<context>
    <name>cvz::ChartsPage</name>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="30"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="36"/>
        <source>Side by side (bars)</source>
        <translation>并排（柱状图）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="37"/>
        <source>Copies vs kernel (stacked)</source>
        <translation>复制与核函数（堆叠）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="38"/>
        <source>Sweep: against size</source>
        <translation>扫描：随规模变化</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="39"/>
        <source>Speed-up over cpu-eigen</source>
        <translation>相对 cpu-eigen 的加速比</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="40"/>
        <source>Roofline: against the machine&apos;s limits</source>
        <translation>屋顶线：对照机器极限</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="42"/>
        <source>Time (ms)</source>
        <translation>时间（毫秒）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="43"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="49"/>
        <source>Open results…</source>
        <translation>打开结果…</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="50"/>
        <source>Result files from `cudaviz bench --json` on other machines, charted beside this one</source>
        <translation>其他机器上 `cudaviz bench --json` 的结果文件，与本机的结果并排绘制</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="51"/>
        <source>Clear files</source>
        <translation>清除文件</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="52"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="54"/>
        <source>PNG, SVG or PDF (Ctrl+E)</source>
        <translation>PNG、SVG 或 PDF（Ctrl+E）</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="113"/>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="137"/>
        <source>Not loaded: %1</source>
        <translation>未载入：%1</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="152"/>
        <source>Open result files</source>
        <translation>打开结果文件</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="152"/>
        <source>cudaviz results (*.json)</source>
        <translation>cudaviz 结果 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="166"/>
        <source>This chart kind has one measure of its own: %1</source>
        <translation>这种图表只有一种度量：%1</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="167"/>
        <source>time in milliseconds, split into copies and kernel</source>
        <translation>以毫秒计的时间，分为复制和核函数两部分</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="169"/>
        <source>GFLOP/s against flops per byte</source>
        <translation>GFLOP/s 对每字节浮点运算数</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="170"/>
        <source>the speed-up over cpu-eigen</source>
        <translation>相对 cpu-eigen 的加速比</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="175"/>
        <source>Run a benchmark, or open result files, to chart them here.</source>
        <translation>运行一次基准测试，或打开结果文件，就能在这里绘制图表。</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="180"/>
        <source>Charting: %1</source>
        <translation>正在绘制：%1</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="195"/>
        <location filename="../../ui/chartview/chartspage.cpp" line="215"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="205"/>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="206"/>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="207"/>
        <source>PNG scale:</source>
        <translation>PNG 缩放：</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="216"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="224"/>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/chartview/chartspage.cpp" line="225"/>
        <source>Export failed: %1. Nothing was written.</source>
        <translation>导出失败：%1。没有写入任何文件。</translation>
    </message>
</context>
<context>
    <name>cvz::ChineseSpacing</name>
    <message>
        <location filename="../../core/util/chinesespacing.cpp" line="17"/>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../core/util/chinesespacing.cpp" line="22"/>
        <source>; </source>
        <comment>between the clauses of a sentence</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>cvz::CommandLine</name>
    <message>
        <location filename="../../cli/commandline.cpp" line="32"/>
        <source>Time matrix multiplications on the CPU and the GPU.</source>
        <translation>在 CPU 和 GPU 上为矩阵乘法计时。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="35"/>
        <source>Chart result files as PNG, SVG or PDF.</source>
        <translation>把结果文件绘制成 PNG、SVG 或 PDF 图表。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="37"/>
        <source>List CUDA devices (or why there are none) and the CPU.</source>
        <translation>列出 CUDA 设备（或没有设备的原因）和 CPU。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="40"/>
        <source>The Playground&apos;s exercises: list them, show one, check your kernel as the page does.</source>
        <translation>练习场的练习：列出、查看其中一个，或像页面一样检查你的核函数。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="44"/>
        <source>Check lesson files with the app&apos;s own messages.</source>
        <translation>用应用自身的提示信息检查课程文件。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="46"/>
        <source>Show which element every thread of a launch touches.</source>
        <translation>显示一次启动中每个线程访问哪个元素。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="49"/>
        <source>Measure this CPU&apos;s FP32 peak and memory bandwidth: the roofline&apos;s roofs.</source>
        <translation>测量本机 CPU 的 FP32 峰值与内存带宽：屋顶线的“屋顶”。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="53"/>
        <source>Compile a CUDA kernel you wrote and run it in the emulator: buffers, races, out-of-bounds accesses.</source>
        <translation>编译你写的 CUDA 核函数并在模拟器中运行：缓冲区、数据竞争、越界访问。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="58"/>
        <source>Count a launch&apos;s memory traffic: sectors, bank conflicts, races, occupancy.</source>
        <translation>统计一次启动的内存流量：扇区、bank 冲突、数据竞争、占用率。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="68"/>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="71"/>
        <source>Run &apos;cudaviz &lt;command&gt; --help&apos; for a command&apos;s options. Without a command, cudaviz opens its window.</source>
        <translation>运行 &apos;cudaviz &lt;命令&gt; --help&apos; 查看某个命令的选项。不带命令时，cudaviz 打开窗口。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="102"/>
        <source>cudaviz: see how CUDA threads map to data, and time real matrix multiplications on the CPU and the GPU.</source>
        <translation>cudaviz：看 CUDA 线程如何映射到数据，并在 CPU 和 GPU 上为真实的矩阵乘法计时。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="107"/>
        <source>The command to run (see below).</source>
        <translation>要运行的命令（见下文）。</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="122"/>
        <source>no command given</source>
        <translation>没有给出命令</translation>
    </message>
    <message>
        <location filename="../../cli/commandline.cpp" line="125"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <location filename="../../cli/devicescommand.cpp" line="15"/>
        <source>List CUDA devices and the CPU, or say why there is no GPU.</source>
        <translation>列出 CUDA 设备和 CPU，或者说明为什么没有 GPU。</translation>
    </message>
    <message>
        <location filename="../../cli/devicescommand.cpp" line="17"/>
        <source>Print JSON instead of a table.</source>
        <translation>输出 JSON 而不是表格。</translation>
    </message>
    <message>
        <location filename="../../cli/devicescommand.cpp" line="22"/>
        <source>devices takes no arguments, got &apos;%1&apos;</source>
        <translation>devices 不接受参数，却收到了“%1”</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="29"/>
        <source>CPU: %1 (%2 threads), measured %3</source>
        <translation>CPU：%1（%2 个线程），测量于 %3</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="30"/>
        <source>FP32 peak (%1 FMA loop): %2 GFLOP/s on one core, %3 GFLOP/s on all cores</source>
        <translation>FP32 峰值（%1 FMA 循环）：单核 %2 GFLOP/s，全部核心 %3 GFLOP/s</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="35"/>
        <source>Memory bandwidth (triad a = b + s*c, 3 x %1 MiB): %2 GB/s</source>
        <translation>内存带宽（triad a = b + s*c，3 × %1 MiB）：%2 GB/s</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="45"/>
        <source>Show this CPU&apos;s measured peaks (FP32 FMA GFLOP/s, memory GB/s), the roofs of the roofline chart; --measure measures them (about 3 s).</source>
        <translation>显示本机 CPU 的实测峰值（FP32 FMA GFLOP/s、内存 GB/s），即屋顶线图的“屋顶”；--measure 进行测量（约 3 秒）。</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="47"/>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而不是文本。</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="49"/>
        <source>Measure now (again), and keep the numbers for this machine.</source>
        <translation>立即（重新）测量，并为本机保存结果。</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="55"/>
        <source>peaks takes no arguments, got &apos;%1&apos;</source>
        <translation>peaks 不接受参数，收到了“%1”</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="60"/>
        <source>This machine&apos;s peaks have not been measured yet: run &apos;cudaviz peaks --measure&apos; (about 3 s), or use the Devices page.</source>
        <translation>本机峰值尚未测量：请运行“cudaviz peaks --measure”（约 3 秒），或使用设备页。</translation>
    </message>
    <message>
        <location filename="../../cli/peakscommand.cpp" line="71"/>
        <source>cudaviz: peaks: measured, but not kept: %1</source>
        <translation>cudaviz: peaks: 已测量，但未能保存：%1</translation>
    </message>
    <message>
        <location filename="../../cli/clicommon.cpp" line="45"/>
        <source>cudaviz: cannot write to standard output: %1</source>
        <translation>cudaviz：无法写入标准输出：%1</translation>
    </message>
</context>
<context>
    <name>cvz::CpuInfo</name>
    <message>
        <location filename="../../core/device/cpuinfo.cpp" line="126"/>
        <source>Eigen in this build uses %1, not this CPU&apos;s %2 (a portable build, or a compiler older than the CPU), so cpu-eigen runs below the CPU&apos;s speed. cpu-openblas chooses its kernel at run time and is not affected; build with -DCUDAVIZ_NATIVE=ON and a compiler that knows this CPU for a full-speed cpu-eigen.</source>
        <translation>本构建中的 Eigen 使用 %1，而不是本机 CPU 的 %2（可移植构建，或编译器比 CPU 旧），因此 cpu-eigen 达不到 CPU 的速度。cpu-openblas 在运行时选择核函数，不受影响；要让 cpu-eigen 全速运行，请用 -DCUDAVIZ_NATIVE=ON 和认识这款 CPU 的编译器构建。</translation>
    </message>
</context>
<context>
    <name>cvz::CpuMatmul</name>
    <message>
        <location filename="../../core/bench/cpumatmul.cpp" line="204"/>
        <source>cpu-naive would need more than %1 s per run at %2 x %3 x %4, even at %5 GFLOP/s (more than any triple loop gets); it is skipped above %6 s a run. Use cpu-eigen or cpu-openblas for this size, or a smaller one.</source>
        <translation>即使按 %5 GFLOP/s（超过任何三重循环的速度）计算，cpu-naive 在 %2 x %3 x %4 下每次也需要超过 %1 秒；每次超过 %6 秒时跳过。此规模请使用 cpu-eigen 或 cpu-openblas，或选更小的规模。</translation>
    </message>
    <message>
        <location filename="../../core/bench/cpumatmul.cpp" line="214"/>
        <source>cpu-naive would need about %1 s per run at %2 x %3 x %4 (timing its first %5 elements here gave %6 GFLOP/s); it is skipped above %7 s a run. Use cpu-eigen or cpu-openblas for this size, or a smaller one.</source>
        <translation>cpu-naive 在 %2 x %3 x %4 下每次约需 %1 秒（在本机计时其前 %5 个元素得到 %6 GFLOP/s）；每次超过 %7 秒时跳过。此规模请使用 cpu-eigen 或 cpu-openblas，或选更小的规模。</translation>
    </message>
</context>
<context>
    <name>cvz::DeviceReport</name>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="82"/>
        <source>No NVIDIA driver was found (or it is too old for this CUDA runtime), so CUDA cannot run here. Install the NVIDIA driver to use a GPU. [%1]</source>
        <translation>没有找到 NVIDIA 驱动（或者驱动版本对这个 CUDA 运行时来说太旧），所以这里无法运行 CUDA。要使用 GPU，请安装 NVIDIA 驱动。[%1]</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="88"/>
        <source>The NVIDIA driver is installed but reports no CUDA device. Check that the GPU is visible (nvidia-smi) and that CUDA_VISIBLE_DEVICES does not hide it. [%1]</source>
        <translation>NVIDIA 驱动已安装，但没有报告任何 CUDA 设备。请检查 GPU 是否可见（nvidia-smi），以及 CUDA_VISIBLE_DEVICES 是否把它隐藏了。[%1]</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="20"/>
        <source>busy: it is in exclusive-process mode and another process is using it (nvidia-smi shows which). Close that program, or pick another GPU. [%1]</source>
        <translation>忙碌：它处于独占进程模式，且另一个进程正在使用它（nvidia-smi 可显示是哪一个）。请关闭该程序，或选择另一块 GPU。[%1]</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="23"/>
        <source>CUDA could not create a context on it, so it cannot run work now. Check nvidia-smi for a fault on this GPU. [%1, error %2]</source>
        <translation>CUDA 无法在其上创建上下文，因此它当前无法运行任务。请用 nvidia-smi 检查这块 GPU 是否有故障。[%1，错误 %2]</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="65"/>
        <source>GPU %1 (unreadable)</source>
        <translation>GPU %1（无法读取）</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="68"/>
        <source>CUDA could not read its properties: %1</source>
        <translation>CUDA 无法读取其属性：%1</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="94"/>
        <source>The GPU hit an unrecoverable CUDA error and is disabled until cudaviz restarts: %1 [%2]</source>
        <translation>GPU 遇到了不可恢复的 CUDA 错误，在 cudaviz 重新启动前保持停用：%1 [%2]</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="99"/>
        <source>CUDA reported an error while looking for devices: %1</source>
        <translation>查找设备时 CUDA 报告了错误：%1</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="133"/>
        <source>The GPU module reports %1 CUDA devices; no computer has more than %2, so the module is broken. Reinstall cudaviz-gpu or rebuild cudaviz.</source>
        <translation>GPU 模块报告了 %1 个 CUDA 设备；没有计算机会超过 %2 个，因此该模块已损坏。请重新安装 cudaviz-gpu 或重新构建 cudaviz。</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="158"/>
        <source>The GPU module reports impossible limits for device %1 (warp size %2, %3 threads per block); it is broken. Reinstall cudaviz-gpu or rebuild cudaviz.</source>
        <translation>GPU 模块为设备 %1 报告了不可能的限制（线程束大小 %2，每个线程块 %3 个线程）；它已损坏。请重新安装 cudaviz-gpu 或重新构建 cudaviz。</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereport.cpp" line="176"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/device/devicereport.cpp" line="178"/>
        <source>%n CUDA device(s) found, but none can run work now. %1</source>
        <translation>
            <numerusform>找到 %n 个 CUDA 设备，但目前没有一个能运行任务。%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="66"/>
        <source>This computer has no NVIDIA GPU (none on its PCI bus), so CUDA cannot run here. There is nothing to install: cudaviz runs everything on the CPU.</source>
        <translation>这台计算机没有 NVIDIA GPU（PCI 总线上没有），所以这里不能运行 CUDA。不需要安装任何东西：cudaviz 会在 CPU 上运行一切。</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="76"/>
        <source>An NVIDIA GPU is in this computer (PCI %1), but its driver is not loaded. Install the NVIDIA driver, then restart.</source>
        <translation>这台计算机有 NVIDIA GPU（PCI %1），但它的驱动没有加载。请安装 NVIDIA 驱动，然后重启。</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="79"/>
        <source>An NVIDIA GPU is in this computer (PCI %1), but its driver is not loaded. Install the NVIDIA driver %2 or newer (this CUDA runtime needs it), then restart.</source>
        <translation>这台计算机有 NVIDIA GPU（PCI %1），但它的驱动没有加载。请安装 %2 或更新版本的 NVIDIA 驱动（这个 CUDA 运行时需要它），然后重启。</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="85"/>
        <source>An NVIDIA GPU is in this computer (PCI %1) with driver %2, which is too old for this CUDA runtime. Update the NVIDIA driver.</source>
        <translation>这台计算机有 NVIDIA GPU（PCI %1），驱动版本 %2 对这个 CUDA 运行时来说太旧了。请更新 NVIDIA 驱动。</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="88"/>
        <source>An NVIDIA GPU is in this computer (PCI %1) with driver %2, which is too old for this CUDA runtime: it needs %3 or newer. Update the NVIDIA driver.</source>
        <translation>这台计算机有 NVIDIA GPU（PCI %1），驱动版本 %2 对这个 CUDA 运行时来说太旧了：需要 %3 或更新的版本。请更新 NVIDIA 驱动。</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="95"/>
        <source>The NVIDIA driver %1 is loaded and a GPU is on the PCI bus (%2), but CUDA sees no device. Check that CUDA_VISIBLE_DEVICES does not hide it, that /dev/nvidia* is readable by you%3, and what nvidia-smi says.</source>
        <translation>NVIDIA 驱动 %1 已加载，PCI 总线上也有 GPU（%2），但 CUDA 看不到任何设备。请检查 CUDA_VISIBLE_DEVICES 没有把它隐藏、你能读取 /dev/nvidia*%3，以及 nvidia-smi 的输出。</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="98"/>
        <source>(version unknown)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <location filename="../../core/device/nvidiahardware.cpp" line="99"/>
        <source> (no /dev/nvidia0 was found)</source>
        <translation>（没有找到 /dev/nvidia0）</translation>
    </message>
</context>
<context>
    <name>cvz::DeviceReportFormat</name>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="87"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="88"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="88"/>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="89"/>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="90"/>
        <source>Streaming multiprocessors</source>
        <translation>流式多处理器（SM）</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="91"/>
        <source>Memory (free / total)</source>
        <translation>显存（空闲 / 总量）</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="92"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="93"/>
        <source>Clock rate</source>
        <translation>时钟频率</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="93"/>
        <location filename="../../core/device/devicereportformat.cpp" line="101"/>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="94"/>
        <source>Memory bus width</source>
        <translation>显存位宽</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="94"/>
        <source>%1 bit</source>
        <translation>%1 位</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="95"/>
        <source>Max threads per block</source>
        <translation>每个线程块的最大线程数</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="96"/>
        <source>Max block dimensions</source>
        <translation>线程块的最大维度</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="97"/>
        <source>Max grid dimensions</source>
        <translation>网格的最大维度</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="98"/>
        <source>Warp size</source>
        <translation>线程束大小</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="99"/>
        <source>Shared memory per block</source>
        <translation>每个线程块的共享内存</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="100"/>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="101"/>
        <source>Memory clock rate</source>
        <translation>显存时钟频率</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="102"/>
        <source>PCI bus</source>
        <translation>PCI 总线</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="131"/>
        <source>CPU: %1 (%2), %3 logical cores, SIMD %4</source>
        <translation>CPU：%1（%2），%3 个逻辑核心，SIMD %4</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="137"/>
        <source>No CUDA GPU found - everything runs on the CPU; this is expected on this machine.</source>
        <translation>没有找到 CUDA GPU —— 一切都在 CPU 上运行；在这台机器上这是正常的。</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="138"/>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="141"/>
        <source>CUDA driver %1, runtime %2, cuBLAS %3</source>
        <translation>CUDA 驱动 %1，运行时 %2，cuBLAS %3</translation>
    </message>
    <message>
        <location filename="../../core/device/devicereportformat.cpp" line="146"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>cvz::DeviceTableModel</name>
    <message>
        <location filename="../../ui/devicetablemodel.cpp" line="54"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>cvz::DevicesPage</name>
    <message>
        <location filename="../../ui/devicespage.cpp" line="35"/>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="55"/>
        <source>CUDA devices (GPU)</source>
        <translation>CUDA 设备（GPU）</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="61"/>
        <source>Host (CPU)</source>
        <translation>主机（CPU）</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="64"/>
        <source>Ask the CUDA driver again, for example after plugging in an eGPU.</source>
        <translation>再问一次 CUDA 驱动，例如在接上外置 GPU 之后。</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="66"/>
        <source>Looking for GPUs…</source>
        <translation>正在查找 GPU…</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="116"/>
        <source>CUDA driver %1 · runtime %2 · cuBLAS %3</source>
        <translation>CUDA 驱动 %1 · 运行时 %2 · cuBLAS %3</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="136"/>
        <source>%1 logical, %2 physical</source>
        <translation>%1 个逻辑核心，%2 个物理核心</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="137"/>
        <source>%1 logical</source>
        <translation>%1 个逻辑核心</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="138"/>
        <source>Model:</source>
        <translation>型号：</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="139"/>
        <source>Architecture:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="140"/>
        <source>Cores:</source>
        <translation>核心：</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="141"/>
        <source>Best SIMD:</source>
        <translation>最佳 SIMD：</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="142"/>
        <source>Eigen uses:</source>
        <translation>Eigen 使用：</translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="147"/>
        <source>Given up:</source>
        <translation>未用上：</translation>
    </message>
</context>
<context>
    <name>cvz::EmulatedKernels</name>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="55"/>
        <source>%1 needs blockDim %2 (%3), got %4</source>
        <translation>%1 需要 blockDim %2（%3），实际为 %4</translation>
    </message>
</context>
<context>
    <name>cvz::ExerciseBar</name>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="26"/>
        <source>Chec&amp;k</source>
        <translation>检查(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="27"/>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="70"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="33"/>
        <source>Run your kernel and the reference solution, then compare the results and the limits.</source>
        <translation>运行你的核函数和参考答案，然后比较结果和各项限制。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="34"/>
        <source>Replace the editor&apos;s text with the exercise&apos;s starter kernel.</source>
        <translation>用练习的初始核函数替换编辑器中的内容。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="71"/>
        <source>Replace your kernel for %1 with the exercise&apos;s starter? Your code for it is not kept.</source>
        <translation>用练习的初始代码替换你为 %1 写的核函数吗？你为它写的代码将不再保留。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="130"/>
        <source>%1: the id &apos;%2&apos; is already the exercise of %3; give one of the files another id.</source>
        <translation>%1：id“%2”已经是 %3 的练习；请给其中一个文件换一个 id。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="152"/>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="157"/>
        <source>Open an exercise file</source>
        <translation>打开练习文件</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="152"/>
        <source>Exercise files (*.json);;All files (*)</source>
        <translation>练习文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="177"/>
        <source>Exercises (%1 of %2 passed)…</source>
        <translation>练习（已通过 %1 / %2）…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/exercisebar.cpp" line="186"/>
        <source>Open an exercise file…</source>
        <translation>打开练习文件…</translation>
    </message>
</context>
<context>
    <name>cvz::ExerciseCommand</name>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="38"/>
        <source>no exercise &apos;%1&apos;; the exercises are %2 (or give an exercise file, FILE.json)</source>
        <translation>没有练习“%1”；练习有 %2（也可以给出练习文件 FILE.json）</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="98"/>
        <source>Launch: %1</source>
        <translation>启动配置：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="99"/>
        <source>Checked on this launch and %n hidden one(s).</source>
        <translation>
            <numerusform>在这个启动配置和 %n 个隐藏的启动配置上检查。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="100"/>
        <source>Starter (cudaviz exercise show %1 --starter &gt; %2.cu writes it; fill it in, then: cudaviz exercise check %1 %2.cu):</source>
        <translation>起始代码（cudaviz exercise show %1 --starter &gt; %2.cu 会把它写到文件；填好后运行：cudaviz exercise check %1 %2.cu）：</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="159"/>
        <source>The Playground holds other code for &apos;%1&apos;: its tick follows that code, not %2.</source>
        <translation>实验场里“%1”保存的是另一份代码：它的对勾跟随那份代码，而不是 %2。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="170"/>
        <source>Not checked: %1</source>
        <translation>未检查：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="176"/>
        <source>Passed on all %n launch(es): every output element matches the reference solution and every rule holds.</source>
        <translation>
            <numerusform>在全部 %n 个启动配置上通过：每个输出元素都与参考解答一致，每条规则都满足。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="185"/>
        <source>Not yet passed (hidden launches&apos; inputs were random with seed %1: --seed %1 repeats them).</source>
        <translation>尚未通过（隐藏启动配置的输入是以种子 %1 生成的随机数：--seed %1 可重现）。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="201"/>
        <source>%1: the reference solution does not pass its own exercise:</source>
        <translation>%1：参考解答没有通过它自己的练习：</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="209"/>
        <source>%1: the starter does not compile: %2</source>
        <translation>%1：初始代码无法编译：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="214"/>
        <source>%1: ok, exercise &apos;%2&apos;, its solution passes on %n launch(es)</source>
        <translation>
            <numerusform>%1：正确，练习“%2”，其解答在 %n 个启动配置上通过</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="218"/>
        <source> (note: the starter passes too, so there is nothing to do)</source>
        <translation>（注意：初始代码也能通过，学生无事可做）</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="261"/>
        <source>The Playground&apos;s graded exercises, checked as the page checks them: on the launch the task shows and on hidden ones (random inputs, other sizes), with rules about how the work is shared.
  list                     the exercises, ✓ when passed
  show ID                  the task and the starter kernel
  check ID FILE.cu         check your kernel (exit status 0 passed, 1 not yet, 2 bad usage or the check could not run)
  validate FILE.json       check an exercise file: it parses, its solution passes, its starter compiles
  grade --exercise ID DIR  grade a class: DIR holds STUDENT.cu files or STUDENT folders; --csv and --junit write the gradebook (docs/exercises.md)
ID may also be an exercise file (FILE.json), as docs/exercises.md describes. An exercise has at most %1 launches, and one check runs at most %2 s in all.</source>
        <translation>实验场的评分练习，检查方式与页面相同：在题目给出的启动上，以及隐藏的启动上（随机输入、其他尺寸），并检查工作如何分配的规则。
  list                     列出练习，通过的打 ✓
  show ID                  题目和起始核函数
  check ID FILE.cu         检查你的核函数（退出码 0 通过，1 尚未通过，2 用法错误或无法检查）
  validate FILE.json       检查练习文件：能解析，参考解答通过，起始代码能编译
  grade --exercise ID DIR  为全班评分：DIR 中是 STUDENT.cu 文件或 STUDENT 文件夹；--csv 和 --junit 写出成绩册（docs/exercises.md）
ID 也可以是练习文件（FILE.json），见 docs/exercises.md。一个练习最多 %1 次启动，一次检查总共最多运行 %2 秒。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="275"/>
        <source>list, show, check, validate or grade.</source>
        <translation>list、show、check、validate 或 grade。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="318"/>
        <source>&apos;%1&apos; with %n argument(s) is not list, show ID, check ID FILE.cu, validate FILE.json or grade DIR</source>
        <translation>
            <numerusform>带 %n 个参数的“%1”不是 list、show ID、check ID FILE.cu、validate FILE.json 或 grade DIR</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="248"/>
        <source>--jobs takes a whole number from 1 to 256</source>
        <translation>--jobs 需要 1 到 256 之间的整数</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="250"/>
        <source>grade needs --exercise ID: which exercise the submissions are for</source>
        <translation>grade 需要 --exercise ID：说明这些提交属于哪个练习</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="316"/>
        <source>say what to do: list, show ID, check ID FILE.cu, validate FILE.json or grade --exercise ID DIR</source>
        <translation>请说明要做什么：list、show ID、check ID FILE.cu、validate FILE.json 或 grade --exercise ID DIR</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="277"/>
        <source>Print JSON on one line.</source>
        <translation>在一行中输出 JSON。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="278"/>
        <source>Indent the JSON of --json.</source>
        <translation>缩进 --json 的 JSON。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="280"/>
        <source>Seed of the hidden launches&apos; random inputs (default: a fresh one each check).</source>
        <translation>隐藏启动配置随机输入的种子（默认每次检查取新的种子）。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="282"/>
        <source>With show: print only the starter kernel, to save as a .cu file.</source>
        <translation>与 show 一起使用：只输出初始核函数，以便保存为 .cu 文件。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="284"/>
        <source>With check: also write Gradescope&apos;s results.json to FILE.</source>
        <translation>配合 check：同时把 Gradescope 的 results.json 写到 FILE。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="227"/>
        <source>With grade: the exercise (an id or FILE.json).</source>
        <translation>配合 grade：练习（id 或 FILE.json）。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="229"/>
        <source>With grade: submissions checked at once (default: one a core, %1 here).</source>
        <translation>配合 grade：同时检查的提交数（默认每个核心一个，本机为 %1）。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="232"/>
        <source>With grade: write the gradebook as CSV to FILE.</source>
        <translation>配合 grade：把成绩册以 CSV 写到 FILE。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="234"/>
        <source>With grade: write JUnit XML to FILE.</source>
        <translation>配合 grade：把 JUnit XML 写到 FILE。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="236"/>
        <source>With grade: grade every submission again, unchanged ones too.</source>
        <translation>配合 grade：重新评分所有提交，包括没有改动的。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisecommand.cpp" line="297"/>
        <source>--seed takes a whole number from 0 to 4294967295</source>
        <translation>--seed 需要 0 到 4294967295 之间的整数</translation>
    </message>
    <message>
        <location filename="../../cli/exercisegrade.cpp" line="63"/>
        <source>Graded %1 of %2: %3 %4</source>
        <translation>已评 %1/%2：%3 %4</translation>
    </message>
    <message>
        <location filename="../../cli/exercisegrade.cpp" line="66"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../../cli/exercisegrade.cpp" line="66"/>
        <source>not yet</source>
        <translation>尚未通过</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisegrade.cpp" line="81"/>
        <source>Graded %n submission(s) of &apos;%1&apos; in %2 s (--jobs %3): %4 passed, %5 not yet, %6 not checked (did not compile or no file).</source>
        <translation>
            <numerusform>在 %2 秒内评完“%1”的 %n 份提交（--jobs %3）：%4 份通过，%5 份尚未通过，%6 份未检查（无法编译或没有文件）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisegrade.cpp" line="92"/>
        <source>%n unchanged submission(s) kept their grade from the last run (--fresh grades all again).</source>
        <translation>
            <numerusform>%n 份没有改动的提交沿用上次的成绩（--fresh 会全部重新评分）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/exercisegrade.cpp" line="96"/>
        <source>%1 submissions a minute.</source>
        <translation>每分钟 %1 份提交。</translation>
    </message>
    <message>
        <location filename="../../cli/exercisegrade.cpp" line="97"/>
        <source>Hidden launches&apos; inputs: seed %1 for everyone (--seed %1 repeats them).</source>
        <translation>隐藏启动的输入：所有人使用同一种子 %1（--seed %1 可重现）。</translation>
    </message>
</context>
<context>
    <name>cvz::FileIo</name>
    <message>
        <location filename="../../core/util/fileio.cpp" line="49"/>
        <source>%1: no such file</source>
        <translation>%1：没有这个文件</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="50"/>
        <location filename="../../core/util/fileio.cpp" line="56"/>
        <location filename="../../core/util/fileio.cpp" line="62"/>
        <location filename="../../core/util/fileio.cpp" line="84"/>
        <source>%1: cannot read it: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="66"/>
        <source>%1 is a folder, not a file</source>
        <translation>%1 是文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="70"/>
        <source>%1 is not a regular file (a pipe or device could block forever); save it to a file first</source>
        <translation>%1 不是普通文件（管道或设备可能永远阻塞）；请先把它保存为文件</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="75"/>
        <source>%1 is %2 bytes, more than cudaviz reads from such a file (at most %3 bytes)</source>
        <translation>%1 有 %2 字节，超过了 cudaviz 对此类文件的读取上限（最多 %3 字节）</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="88"/>
        <source>%1 grew past %2 bytes while it was read</source>
        <translation>%1 在读取过程中增长到超过 %2 字节</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="102"/>
        <source>cannot write %1: it is a folder</source>
        <translation>无法写入 %1：它是一个文件夹</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="107"/>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="113"/>
        <source>cannot write %1: %2 (in %3)</source>
        <translation>无法写入 %1：%2（位于 %3）</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="117"/>
        <source>cannot write %1: the file is read-only</source>
        <translation>无法写入 %1：文件是只读的</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="131"/>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="139"/>
        <source>cannot write %1: nothing is reading from it</source>
        <translation>无法写入 %1：没有程序在读取它</translation>
    </message>
    <message>
        <location filename="../../core/util/fileio.cpp" line="140"/>
        <location filename="../../core/util/fileio.cpp" line="147"/>
        <location filename="../../core/util/fileio.cpp" line="154"/>
        <location filename="../../core/util/fileio.cpp" line="160"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cvz::FolderTabs</name>
    <message>
        <location filename="../../ui/playgroundview/foldertabs.cpp" line="37"/>
        <source>%1 in %2: the file that is compiled and run</source>
        <translation>%2 中的 %1：被编译并运行的文件</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/foldertabs.cpp" line="86"/>
        <source>%1: another file of the program, compiled on its own and linked with it; edits here are compiled with it</source>
        <translation>%1：程序的另一个文件，单独编译后与它链接；在这里的修改会与它一起编译</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/foldertabs.cpp" line="89"/>
        <source>%1: included by the program; edits here are compiled with it</source>
        <translation>%1：程序包含的文件；在这里的修改会与程序一起编译</translation>
    </message>
</context>
<context>
    <name>cvz::FormulaPanel</name>
    <message>
        <location filename="../../ui/mappingview/formulapanel.cpp" line="98"/>
        <source>The kernel in CUDA (the GPU runs it, and the CPU emulator runs the same body line for line):</source>
        <translation>CUDA 核函数（GPU 运行它，CPU 模拟器逐行运行同一个函数体）：</translation>
    </message>
</context>
<context>
    <name>cvz::GpuModule</name>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="41"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="39"/>
        <source>it cannot be read: %1</source>
        <translation>无法读取它：%1</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="43"/>
        <source>it is not an ELF shared library</source>
        <translation>它不是 ELF 共享库</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="45"/>
        <source>it is not a 64-bit shared library for this processor</source>
        <translation>它不是适用于此处理器的 64 位共享库</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="47"/>
        <source>loading it and asking it for devices in a trial process ended that process with %1</source>
        <translation>在试运行进程中加载它并查询设备时，该进程被 %1 结束</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="50"/>
        <source>the dynamic loader gave up on it in a trial process (exit status %1): its relocations or symbols are damaged</source>
        <translation>动态加载器在试运行进程中放弃了它（退出码 %1）：它的重定位或符号已损坏</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="54"/>
        <source>loading it and asking it for devices in a trial process did not finish within %1 s</source>
        <translation>在试运行进程中加载它并查询设备，%1 秒内没有完成</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="57"/>
        <source>it is cut short or damaged (%1 bytes, but its headers reach past the end)</source>
        <translation>它被截断或已损坏（%1 字节，但其头部超出了文件末尾）</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="60"/>
        <source>it is cut short or damaged (%1 bytes)</source>
        <translation>它被截断或已损坏（%1 字节）</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="62"/>
        <source>it is cut short or damaged (%1 bytes, but a segment ends at byte %2)</source>
        <translation>它被截断或已损坏（%1 字节，但有一个段结束于第 %2 字节）</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="121"/>
        <source>This build of cudaviz has no GPU module: it was configured without CUDA (nvcc not found, or CUDAVIZ_ENABLE_CUDA=OFF). Install the CUDA Toolkit and rebuild to use a GPU.</source>
        <translation>这个 cudaviz 构建没有 GPU 模块：配置时没有启用 CUDA（找不到 nvcc，或 CUDAVIZ_ENABLE_CUDA=OFF）。要使用 GPU，请安装 CUDA Toolkit 并重新构建。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="126"/>
        <source>The GPU module %1 is missing. Install the cudaviz-gpu package (or rebuild cudaviz with the CUDA Toolkit), or point CUDAVIZ_GPU_MODULE at the module file.</source>
        <translation>缺少 GPU 模块 %1。请安装 cudaviz-gpu 软件包（或者用 CUDA Toolkit 重新构建 cudaviz），或者让 CUDAVIZ_GPU_MODULE 指向模块文件。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="133"/>
        <source>The GPU module %1 is damaged: %2. Reinstall the cudaviz-gpu package (or rebuild cudaviz), or point CUDAVIZ_GPU_MODULE at a good module file.</source>
        <translation>GPU 模块 %1 已损坏：%2。请重新安装 cudaviz-gpu 软件包（或重新构建 cudaviz），或让 CUDAVIZ_GPU_MODULE 指向一个完好的模块文件。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="139"/>
        <source>The GPU module could not be loaded: %1. A CUDA library it needs (such as cuBLAS) may be missing; install the CUDA Toolkit runtime libraries.</source>
        <translation>无法加载 GPU 模块：%1。它需要的某个 CUDA 库（例如 cuBLAS）可能缺失；请安装 CUDA Toolkit 运行时库。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="145"/>
        <source>%1 is not a cudaviz GPU module (it does not export %2). Rebuild cudaviz.</source>
        <translation>%1 不是 cudaviz 的 GPU 模块（它没有导出 %2）。请重新构建 cudaviz。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="151"/>
        <source>The GPU module speaks interface version %1 but this cudaviz needs version %2: it comes from another build. Rebuild cudaviz so that the app and the module match.</source>
        <translation>GPU 模块使用接口版本 %1，而这个 cudaviz 需要版本 %2：它来自另一次构建。请重新构建 cudaviz，使程序与模块一致。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="157"/>
        <source>The GPU module claims interface version %1 but its function table is %2: it is broken or comes from another build. Rebuild cudaviz so that the app and the module match.</source>
        <translation>GPU 模块声称接口版本为 %1，但其函数表 %2：它已损坏或来自另一次构建。请重新构建 cudaviz，使应用与模块一致。</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="160"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../core/device/gpumodule.cpp" line="161"/>
        <source>version %1, %2 bytes (expected %3 bytes)</source>
        <translation>为版本 %1、%2 字节（应为 %3 字节）</translation>
    </message>
</context>
<context>
    <name>cvz::GpuNaive</name>
    <message>
        <location filename="../../core/bench/gpunaive.cpp" line="65"/>
        <source>one gpu-naive launch at %1 x %2 x %3 would take more than %4 s even at this GPU&apos;s FP32 peak of %5 GFLOP/s; a running launch cannot be cancelled, so launches over %6 s are skipped. Use gpu-tiled or gpu-cublas for this size, or a smaller one.</source>
        <translation>在 %1 x %2 x %3 下，即使以这块 GPU 的 FP32 峰值 %5 GFLOP/s 运行，一次 gpu-naive 启动也需要超过 %4 秒；正在运行的启动无法取消，因此超过 %6 秒的启动会被跳过。请对此规模使用 gpu-tiled 或 gpu-cublas，或改用更小的规模。</translation>
    </message>
    <message>
        <location filename="../../core/bench/gpunaive.cpp" line="75"/>
        <source>one gpu-naive launch at %1 x %2 x %3 would take about %4 s (timing its first %5 rows on this GPU gave %6 GFLOP/s); a running launch cannot be cancelled, so launches over %7 s are skipped. Use gpu-tiled or gpu-cublas for this size, or a smaller one.</source>
        <translation>在 %1 x %2 x %3 下，一次 gpu-naive 启动大约需要 %4 秒（在这块 GPU 上对其前 %5 行计时得到 %6 GFLOP/s）；正在运行的启动无法取消，因此超过 %7 秒的启动会被跳过。请对此规模使用 gpu-tiled 或 gpu-cublas，或改用更小的规模。</translation>
    </message>
</context>
<context>
    <name>cvz::JobTracker</name>
    <message>
        <location filename="../../ui/backgroundjob.cpp" line="118"/>
        <source>The work stopped with an unexpected error.</source>
        <translation>这项工作因意外错误而停止。</translation>
    </message>
</context>
<context>
    <name>cvz::KernelComments</name>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="3"/>
        <source>One thread per element: c[i] = a[i] + b[i].</source>
        <translation>每个元素一个线程：c[i] = a[i] + b[i]。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="4"/>
        <source>Global index: which element this thread owns.</source>
        <translation>全局索引：这个线程负责哪个元素。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="5"/>
        <source>The grid is rounded up to whole blocks, so the last block may run past n.</source>
        <translation>网格按整块向上取整，所以最后一个线程块可能越过 n。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="6"/>
        <source>A fixed-size grid covers any n: each thread jumps ahead by the whole grid&apos;s width.</source>
        <translation>固定大小的网格可以覆盖任意 n：每个线程每次向前跳过整个网格的宽度。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="7"/>
        <source>First element of this thread, as in the one-thread-per-element kernel.</source>
        <translation>这个线程的第一个元素，和“每个元素一个线程”的核函数一样。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="8"/>
        <source>Total number of threads in the grid: the distance between two visits.</source>
        <translation>网格中的线程总数：两次访问之间的距离。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="9"/>
        <source>The loop condition is the guard: a thread whose start is past n does nothing.</source>
        <translation>循环条件就是边界判断：起点超过 n 的线程什么也不做。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="10"/>
        <source>2D: one thread per element of a rows x cols row-major matrix.</source>
        <translation>二维：rows x cols 行优先矩阵的每个元素一个线程。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="11"/>
        <source>x runs along a row (columns), y down the matrix (rows).</source>
        <translation>x 沿一行（列方向）走，y 沿矩阵向下（行方向）走。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="12"/>
        <source>Both coordinates must be inside: the grid overhangs on the right and at the bottom.</source>
        <translation>两个坐标都必须在范围内：网格在右边和下边会超出矩阵。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="13"/>
        <source>Row-major: element (row, col) lives at row * cols + col.</source>
        <translation>行优先：元素 (row, col) 位于 row * cols + col。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="14"/>
        <source>3D: one thread per cell of an nx x ny x nz volume, x fastest in memory.</source>
        <translation>三维：nx x ny x nz 体数据的每个单元一个线程，x 在内存中变化最快。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="15"/>
        <source>Slice z, then row y, then column x.</source>
        <translation>先第 z 层，再第 y 行，再第 x 列。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="16"/>
        <source>C (M x N) = A (M x K) * B (K x N), row-major. One thread per element of C, with x running DOWN a column of C: with blockDim (16, 16) a warp&apos;s threads sit in 16 rows, so they read A at 16 places K floats apart and write C at 16 places N floats apart; their memory accesses cannot be combined (uncoalesced).</source>
        <translation>C (M x N) = A (M x K) * B (K x N)，行优先。C 的每个元素一个线程，x 沿 C 的列向下：线程块为 (16, 16) 时，一个线程束的线程分布在 16 行，所以它们在 A 中相隔 K 个 float 的 16 个位置读取，在 C 中相隔 N 个 float 的 16 个位置写入；这些访存无法合并（非合并访存）。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="17"/>
        <source>Dot product of row `row` of A with column `col` of B.</source>
        <translation>A 的第 row 行与 B 的第 col 列的点积。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="18"/>
        <source>The same arithmetic with x running ALONG a row of C. With blockDim (16, 16) a warp is 2 rows of 16 threads: per step k its 16 threads in a row read one element of A (a broadcast) and 16 neighbouring elements of B, and write 16 neighbouring elements of C, so each access of a row is one 64-byte run instead of 16 scattered ones (coalesced).</source>
        <translation>同样的运算，但 x 沿 C 的一行走。线程块为 (16, 16) 时，一个线程束是 2 行、每行 16 个线程：每一步 k，同一行的 16 个线程读取 A 的同一个元素（广播）和 B 的 16 个相邻元素，并写入 C 的 16 个相邻元素，所以每一行的访问是一段 64 字节的连续内存，而不是 16 处分散的内存（合并访存）。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="19"/>
        <source>Shared-memory tiling: a TILE x TILE block of threads computes a TILE x TILE tile of C. It walks along K one tile at a time; each thread copies ONE element of A and ONE of B into shared memory, the block waits, then every thread reads TILE values of each tile from fast shared memory. Each global element is loaded once per block instead of TILE times. Launch with blockDim = (TILE, TILE) and As, Bs = TILE*TILE floats of shared memory.</source>
        <translation>共享内存分块：TILE x TILE 个线程组成的线程块计算 C 的一个 TILE x TILE 分块。它沿 K 方向一次走一个分块；每个线程把 A 的一个元素和 B 的一个元素复制到共享内存，整个线程块等待，然后每个线程从快速的共享内存中读取每个分块的 TILE 个值。每个全局元素每个线程块只加载一次，而不是 TILE 次。启动时 blockDim = (TILE, TILE)，As、Bs 各占 TILE*TILE 个 float 的共享内存。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="20"/>
        <source>Cooperative load; threads past the matrix edge store 0 so the tile stays valid.</source>
        <translation>协作加载；越过矩阵边缘的线程写入 0，分块仍然有效。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="21"/>
        <source>Nobody may read the tile before everyone has written it...</source>
        <translation>所有线程写完之前，谁也不能读这个分块……</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="22"/>
        <source>...and nobody may overwrite it while others still read it.</source>
        <translation>……别的线程还在读的时候，谁也不能覆盖它。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="23"/>
        <source>Every thread had to take part in the loads and barriers; only now may edge threads quit.</source>
        <translation>每个线程都必须参与加载和同步；直到现在边缘线程才可以退出。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="24"/>
        <source>Register blocking: a block of 16 x 16 threads computes a 64 x 64 tile of C, each thread a 4 x 4 patch held in registers. Per step along K, the block stages a 64 x 8 slice of A and an 8 x 64 slice of B in shared memory (two elements per thread each); every value a thread reads from shared memory is then used for 4 multiply-adds instead of 1. Launch with blockDim = (16, 16), gridDim = (ceil(N / 64), ceil(M / 64)), As = BK*BM and Bs = BK*BN floats of shared memory.</source>
        <translation>寄存器分块：16 x 16 个线程的线程块计算 C 的一个 64 x 64 分块，每个线程在寄存器里计算一个 4 x 4 小块。沿 K 每走一步，线程块把 A 的 64 x 8 切片和 B 的 8 x 64 切片放进共享内存（每个线程各搬两个元素）；线程从共享内存读出的每个值都用于 4 次乘加，而不是 1 次。启动时 blockDim = (16, 16)，gridDim = (ceil(N / 64), ceil(M / 64))，共享内存 As = BK*BM、Bs = BK*BN 个 float。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="25"/>
        <source>256 threads load 512 elements of each slice: element e = tid and tid + 256.</source>
        <translation>256 个线程加载每个切片的 512 个元素：元素 e = tid 和 tid + 256。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="26"/>
        <source>A slice: BM rows x BK columns</source>
        <translation>A 切片：BM 行 x BK 列</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="27"/>
        <source>stored transposed</source>
        <translation>转置存放</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="28"/>
        <source>B slice: BK rows x BN columns</source>
        <translation>B 切片：BK 行 x BN 列</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="50"/>
        <source>C = A transposed: A is rows x cols, C is cols x rows. A block of 32 x 8 threads moves one 32 x 32 tile through shared memory: it reads the tile from A by rows (coalesced), then writes rows of C, which are COLUMNS of the tile. In a column of a 32 x 32 float tile every element is in the same bank, so the 32 lanes of a warp ask one bank for 32 different words: a 32-way bank conflict, 32 passes instead of 1.</source>
        <translation>C = A 的转置：A 是 rows x cols，C 是 cols x rows。一个 32 x 8 线程的块通过共享内存搬运一个 32 x 32 的 tile：它按行从 A 读取 tile（合并访问），再写 C 的行，也就是 tile 的列。32 x 32 float tile 的同一列中每个元素都在同一个 bank，所以一个线程束的 32 个通道向同一个 bank 请求 32 个不同的字：32 路 bank 冲突，要 32 遍而不是 1 遍。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="51"/>
        <source>the tile, and the rows of it a block moves at once</source>
        <translation>tile 的大小，以及一个块一次搬运的行数</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="52"/>
        <source>Lane tx now reads column j of the tile: word tx * 32 + j, always bank j.</source>
        <translation>通道 tx 现在读取 tile 的第 j 列：字 tx * 32 + j，总在 bank j。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="53"/>
        <source>The same transpose with one float of padding per tile row: a row is 33 floats, so going down a column moves one bank over each time and the 32 lanes reading a column hit 32 different banks: no conflict. Only the tile&apos;s row length (PITCH) differs from the naive kernel, and 1/33 of the tile&apos;s shared memory is never used.</source>
        <translation>同样的转置，但 tile 每行多填充一个 float：一行 33 个 float，所以沿一列向下每次移到下一个 bank，读取一列的 32 个通道落在 32 个不同的 bank：没有冲突。与朴素核函数相比只有 tile 的行长（PITCH）不同，tile 的共享内存有 1/33 从不使用。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="54"/>
        <source>a padded row: 33 floats</source>
        <translation>填充后的一行：33 个 float</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="55"/>
        <source>Lane tx reads word tx * 33 + j: bank (tx + j) % 32, a different bank for every lane.</source>
        <translation>通道 tx 读取字 tx * 33 + j：bank (tx + j) % 32，每个通道的 bank 都不同。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="56"/>
        <source>1D stencil: out[i] = in[i - 3] + ... + in[i + 3], elements past either end counting as 0. A block of 128 threads first copies its 128 elements and a halo of 3 on each side into shared memory, waits, then every thread reads its 7 inputs from there: each input element is loaded from global memory about once instead of 7 times. Launch with blockDim = (BLOCK), gridDim = (ceil(n / BLOCK)).</source>
        <translation>一维模板计算：out[i] = in[i - 3] + ... + in[i + 3]，超出两端的元素按 0 计。一个 128 线程的线程块先把它的 128 个元素和两侧各 3 个的光环（halo）复制到共享内存，等待，然后每个线程从那里读取它的 7 个输入：每个输入元素大约只从全局内存加载一次，而不是 7 次。启动时用 blockDim = (BLOCK)，gridDim = (ceil(n / BLOCK))。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="57"/>
        <source>Each thread copies its own element into the middle of the tile...</source>
        <translation>每个线程把自己的元素复制到 tile 的中间……</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="58"/>
        <source>...and the first RADIUS threads also copy the halo: RADIUS elements on each side.</source>
        <translation>……前 RADIUS 个线程还复制光环（halo）：两侧各 RADIUS 个元素。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="59"/>
        <source>Nobody may read a neighbour&apos;s element before it is in the tile.</source>
        <translation>在邻居的元素进入 tile 之前，谁都不能读它。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="60"/>
        <source>Block reduction in shared memory, a tree with sequential addressing: a block of 128 threads loads 128 elements, then each step halves the threads that add (64, 32, ..., 1), thread t adding element t + s to element t. The threads that add are neighbours and read neighbouring words: no step has a bank conflict, and whole warps stay busy until fewer than 32 add. Thread 0 writes the block&apos;s sum, so out has one element per block: add those on the host, or with a second launch of the same kernel. Launch with blockDim = (THREADS), gridDim = (ceil(n / THREADS)).</source>
        <translation>在共享内存中做线程块归约，树形、顺序寻址：一个 128 线程的线程块加载 128 个元素，然后每一步把做加法的线程减半（64、32、……、1），线程 t 把元素 t + s 加到元素 t 上。做加法的线程彼此相邻，读相邻的字：没有哪一步有 bank 冲突，而且在做加法的线程少于 32 个之前，整个线程束都保持忙碌。线程 0 写出线程块的和，所以 out 每个线程块一个元素：在主机上把它们相加，或者再启动一次同一个核函数。启动时用 blockDim = (THREADS)，gridDim = (ceil(n / THREADS))。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="61"/>
        <source>Past the end a thread contributes 0, so the tree needs no other test.</source>
        <translation>超出末尾的线程贡献 0，所以树形归约不需要别的判断。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="62"/>
        <source>Every sum of this step is in place before the next step reads it.</source>
        <translation>这一步的每个和都写好之后，下一步才读取它。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="63"/>
        <source>Histogram with atomics, privatised in shared memory: each block counts into its own 16 bins in shared memory (atomics that only the block&apos;s threads contend for), waits, then adds its 16 counts to the global bins with one atomicAdd each. Without the private copy every element would be an atomicAdd on one of 16 global words, queued behind every other block&apos;s. The values are whole numbers 0 to BINS - 1 (stored as floats); the grid-stride loop lets a few blocks cover any n. Launch with any 1D blockDim and the bins zeroed.</source>
        <translation>用原子操作做直方图，并在共享内存中私有化：每个线程块先计数到它自己在共享内存里的 16 个桶（只有本线程块的线程争用这些原子操作），等待，然后用每桶一次 atomicAdd 把它的 16 个计数加到全局的桶上。没有私有副本时，每个元素都是对 16 个全局字之一的 atomicAdd，要排在所有其他线程块的后面。值是 0 到 BINS - 1 的整数（以 float 存储）；网格跨步循环让少数线程块就能覆盖任意 n。启动时可用任意一维 blockDim，并把 bins 清零。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="64"/>
        <source>Every count of this block is in before it is added to the global bins.</source>
        <translation>本线程块的每个计数都记好之后，才把它加到全局的桶上。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="34"/>
        <source>The next rung (siboehm&apos;s &quot;warptiling&quot;): a block of 256 threads computes a 128 x 128 tile of C. Its 8 warps each own a 64 x 32 part; each lane holds 2 x 2 patches of 4 x 4 sums (64 registers), 32 rows and 16 columns apart, so that the lanes of a warp read float4s that lie side by side: no bank is asked twice.</source>
        <translation>阶梯的下一级（siboehm 的 “线程束分块”）：一个 256 线程的块计算 C 的一个 128 x 128 分块。它的 8 个线程束各负责其中 64 x 32 的一部分；每个通道持有 2 x 2 个 4 x 4 的累加块（64 个寄存器），彼此相隔 32 行和 16 列，使一个线程束的各通道读取并排相邻的 float4：没有哪个 bank 被访问两次。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="29"/>
        <source>Global memory to registers: one k-tile of A and one of B, 512 float4s of each, 2 per thread (siboehm&apos;s loadFromGmem). Interior tiles load float4s; an edge tile loads element by element.</source>
        <translation>全局内存到寄存器：A 和 B 各一个 k 分块，每个 512 个 float4，每个线程 2 个（siboehm 的 loadFromGmem）。内部分块按 float4 加载；边缘分块逐个元素加载。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="35"/>
        <source>Per step of 16 along K, global memory to registers: float4 loads (16 bytes a lane), two of A and two of B per thread.</source>
        <translation>沿 K 每走 16 步，全局内存到寄存器：float4 加载（每个通道 16 字节），每个线程加载 A 和 B 各两个。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="36"/>
        <source>Registers to shared memory: A is stored transposed (As[k][m], so m is contiguous for the reads) with an XOR swizzle of m by k, which spreads the 32 lanes of a warp over 32 banks (no conflict) and keeps every group of 4 floats together for 128-bit reads.</source>
        <translation>寄存器到共享内存：A 以转置方式存储（As[k][m]，使读取时 m 连续），并按 k 对 m 做 XOR 混排（swizzle），把一个线程束的 32 个通道分散到 32 个 bank 上（无冲突），同时让每组 4 个 float 保持相邻，以便 128 位读取。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="37"/>
        <source>Double buffering: the loads of the next k-tile are issued before the multiply-adds of this one and stored into the other buffer after them, so one barrier per k-tile does.</source>
        <translation>双缓冲：下一个 k 分块的加载在本分块的乘加之前发出，并在乘加之后存入另一个缓冲区，因此每个 k 分块只需一个屏障。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="38"/>
        <source>Interior tiles whose rows are whole float4s take the fast path: no bounds checks. Launch with blockDim = (256), gridDim = (ceil(N / 128), ceil(M / 128)), As = 2*BK*BM and Bs = 2*BK*BN floats of shared memory.</source>
        <translation>行恰好由整数个 float4 组成的内部分块走快速路径：不做边界检查。启动参数 blockDim = (256)，gridDim = (ceil(N / 128), ceil(M / 128))，共享内存 As = 2*BK*BM 和 Bs = 2*BK*BN 个 float。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="39"/>
        <source>which 64 x 32 part</source>
        <translation>负责哪一个 64 x 32 部分</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="40"/>
        <source>8 x 4 lanes</source>
        <translation>8 x 4 个通道</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="41"/>
        <source>The fast path: the whole tile is inside C and rows of A and B are whole float4s.</source>
        <translation>快速路径：整个分块都在 C 内，且 A 和 B 的行由整数个 float4 组成。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="42"/>
        <source>the next k-tile, on its way from global memory</source>
        <translation>下一个 k 分块，正从全局内存取来</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="30"/>
        <source>512 float4s of each tile, 2 per thread</source>
        <translation>每个分块 512 个 float4，每个线程 2 个</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="31"/>
        <source>A: 128 rows x 4 float4s</source>
        <translation>A：128 行 x 4 个 float4</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="32"/>
        <source>B: 16 rows x 32 float4s</source>
        <translation>B：16 行 x 32 个 float4</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="33"/>
        <source>an edge tile: element by element, zero outside the matrices</source>
        <translation>边缘分块：逐个元素处理，矩阵之外补零</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="43"/>
        <source>As[k][m] lives at k * BM + (m ^ swizzle(k)): the XOR flips bits 3-4 of m.</source>
        <translation>As[k][m] 位于 k * BM + (m ^ swizzle(k))：XOR 翻转 m 的第 3-4 位。</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="44"/>
        <source>transposed: 4 stores, in 4 different rows of As</source>
        <translation>转置：4 次存储，落在 As 的 4 个不同行</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="45"/>
        <source>in flight while this tile is used</source>
        <translation>在使用本分块期间同时进行</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="46"/>
        <source>128-bit reads: 8 float4s side by side, each bank once</source>
        <translation>128 位读取：8 个并排的 float4，每个 bank 一次</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="47"/>
        <source>64 multiply-adds per 4 reads</source>
        <translation>每 4 次读取对应 64 次乘加</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="48"/>
        <source>the other buffer: nobody reads it in this interval</source>
        <translation>另一个缓冲区：在这个区间内没有线程读取它</translation>
    </message>
    <message>
        <location filename="../../build/ci/ui/lupdate/kernelcomments.cpp" line="49"/>
        <source>one barrier per k-tile</source>
        <translation>每个 k 分块一个屏障</translation>
    </message>
</context>
<context>
    <name>cvz::KernelScene</name>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="67"/>
        <source>%1 (shared)</source>
        <translation>%1（共享）</translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="107"/>
        <location filename="../../core/mapping/kernelscene.cpp" line="181"/>
        <source>this thread loaded %1 values from global memory and %2 from shared memory</source>
        <translation>这个线程从全局内存加载了 %1 个值，从共享内存加载了 %2 个值</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/kernelscene.cpp" line="109"/>
        <source>it made %n atomic addition(s): threads that add to the same element take turns, none is lost</source>
        <translation>
            <numerusform>它做了 %n 次原子加法：加到同一元素的线程依次进行，一次也不会丢失</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/kernelscene.cpp" line="112"/>
        <source>it stored %n value(s) to global memory</source>
        <translation>
            <numerusform>它向全局内存存储了 %n 个值</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="114"/>
        <source>it stored nothing to global memory</source>
        <translation>它没有向全局内存存储任何值</translation>
    </message>
</context>
<context>
    <name>cvz::KernelTrace</name>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="30"/>
        <source>This launch starts %1 threads; a trace follows at most %2 million (each is emulated, even one with nothing to do). Choose a smaller grid.</source>
        <translation>这次启动有 %1 个线程；一次跟踪最多 %2 百万个（每个线程都要模拟，即使它无事可做）。请选择更小的网格。</translation>
    </message>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="35"/>
        <source>Each thread would make about %1 memory accesses; a trace groups at most %2 per thread into warp instructions. Launch more threads (a larger grid), or choose a smaller problem.</source>
        <translation>每个线程约有 %1 次内存访问；跟踪最多把每线程 %2 次访问归并为线程束指令。请启动更多线程（更大的网格），或选择更小的问题。</translation>
    </message>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="40"/>
        <source>This launch would make about %1 million memory accesses; a trace follows at most %2 million (15 s to 30 s of emulation). Choose a smaller problem: the traffic per warp instruction is the same at a smaller size.</source>
        <translation>这次启动约有 %1 百万次内存访问；一次跟踪最多 %2 百万次（模拟需 15 到 30 秒）。请选择更小的问题：在更小的规模下，每条线程束指令的流量相同。</translation>
    </message>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="47"/>
        <source>One block would make about %1 million memory accesses; a trace holds at most %2 million of one block (%3 MB). Choose a smaller problem or more, smaller blocks.</source>
        <translation>一个线程块约有 %1 百万次内存访问；跟踪最多保存一个块的 %2 百万次（%3 MB）。请选择更小的问题，或更多、更小的块。</translation>
    </message>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="62"/>
        <source>The arrays would hold %1 million floats; a trace allocates at most %2 million (%3 MB).</source>
        <translation>数组将有 %1 百万个 float；跟踪最多分配 %2 百万个（%3 MB）。</translation>
    </message>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="97"/>
        <location filename="../../core/memory/kerneltrace.cpp" line="129"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../core/memory/kerneltrace.cpp" line="117"/>
        <source>The Memory view keeps every access and follows at most %1 million; this launch makes about %2 million. Choose a smaller problem, or count it with `cudaviz trace`.</source>
        <translation>内存视图保存每一次访问，最多 %1 百万次；这次启动约有 %2 百万次。请选择更小的问题，或用 `cudaviz trace` 统计。</translation>
    </message>
</context>
<context>
    <name>cvz::LadderDialog</name>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="55"/>
        <source>&amp;Count</source>
        <translation>统计(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="56"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="63"/>
        <source>The matmul ladder: memory traffic side by side</source>
        <translation>矩阵乘法阶梯：内存流量对比</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="68"/>
        <source>N = </source>
        <translation>N = </translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="69"/>
        <source>M = N = K. Tracing the four at N = 256 takes about 6 s on one core.</source>
        <translation>M = N = K。在一个核上以 N = 256 跟踪这四个核函数约需 6 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="73"/>
        <source>The architecture whose occupancy is shown</source>
        <translation>显示哪种架构的占用率</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="75"/>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="134"/>
        <source>Tracing… %p%</source>
        <translation>正在跟踪… %p%</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="80"/>
        <source>Kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="80"/>
        <source>Load sectors / request</source>
        <translation>读扇区 / 请求</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="80"/>
        <source>Store sectors / request</source>
        <translation>写扇区 / 请求</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="81"/>
        <source>Sectors in all</source>
        <translation>扇区总数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="81"/>
        <source>Shared wavefronts / request</source>
        <translation>共享内存波前 / 请求</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="81"/>
        <source>Occupancy</source>
        <translation>占用率</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="81"/>
        <source>Measured (median)</source>
        <translation>实测（中位数）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="107"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="109"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="133"/>
        <source>Running the four kernels at %1 x %1 x %1 in the emulator…</source>
        <translation>正在模拟器中以 %1 x %1 x %1 运行四个核函数…</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="157"/>
        <source>%1 % (%2 registers)</source>
        <translation>%1 %（%2 个寄存器）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="158"/>
        <source>unknown (no GPU module in this build)</source>
        <translation>未知（此构建没有 GPU 模块）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="161"/>
        <source>%1: %2 ms, %3 GFLOP/s</source>
        <translation>%1：%2 ms，%3 GFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="164"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="167"/>
        <source>Sectors are what the warps ask the memory system for, instruction by instruction, before any cache reuse (docs/memory-model.md). Occupancy on %1. Traced in %2 s.</source>
        <translation>扇区是各线程束逐条指令向内存系统请求的数量，未计缓存复用（docs/memory-model.md）。占用率按 %1 计算。跟踪用时 %2 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="172"/>
        <source>Measured times are the results at exactly %1 x %1 x %1 from this machine&apos;s runs and the files opened on the Charts page.</source>
        <translation>实测时间取自本机运行和图表页打开的文件中恰好为 %1 x %1 x %1 的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/ladderdialog.cpp" line="175"/>
        <source>No measured time at %1 x %1 x %1 yet: run the GPU backends at that size on the Benchmark page, or open a result file from a machine with a GPU on the Charts page.</source>
        <translation>还没有 %1 x %1 x %1 的实测时间：请在基准测试页以该规模运行 GPU 后端，或在图表页打开有 GPU 的机器的结果文件。</translation>
    </message>
</context>
<context>
    <name>cvz::LaunchConfig</name>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="28"/>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="68"/>
        <source>blockDim.%1 = %2; every dimension of a block needs at least 1 thread</source>
        <translation>blockDim.%1 = %2；线程块的每个维度至少需要 1 个线程</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="72"/>
        <source>gridDim.%1 = %2; every dimension of a grid needs at least 1 block</source>
        <translation>gridDim.%1 = %2；网格的每个维度至少需要 1 个线程块</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="78"/>
        <source>blockDim %1 = %2 threads; a block holds at most %3</source>
        <translation>blockDim %1 = %2 个线程；一个线程块最多容纳 %3 个</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="85"/>
        <source>blockDim.%1 = %2; a block is at most %3 threads along %1</source>
        <translation>blockDim.%1 = %2；线程块在 %1 方向上最多 %3 个线程</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="93"/>
        <source>gridDim.%1 = %2; a grid is at most %3 blocks along %1</source>
        <translation>gridDim.%1 = %2；网格在 %1 方向上最多 %3 个线程块</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="105"/>
        <source>%1 = %2; the problem size must be at least 1</source>
        <translation>%1 = %2；问题规模至少为 1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="130"/>
        <source>the problem has more than %1 elements; choose a smaller size</source>
        <translation>问题的元素超过 %1 个；请选择更小的规模</translation>
    </message>
</context>
<context>
    <name>cvz::LaunchControls</name>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="51"/>
        <source>Guard: if (i &lt; n)</source>
        <translation>边界判断：if (i &lt; n)</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="52"/>
        <source>&amp;Fit grid to problem</source>
        <translation>使网格适配问题(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="88"/>
        <source>Presets…</source>
        <translation>预设…</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="96"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="109"/>
        <source>Launch  &lt;&lt;&lt;gridDim, blockDim&gt;&gt;&gt;</source>
        <translation>启动配置  &lt;&lt;&lt;gridDim, blockDim&gt;&gt;&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="120"/>
        <source>gridDim = ceil(size / blockDim) in every dimension</source>
        <translation>每个维度上 gridDim = ceil(大小 / blockDim)</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="123"/>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="245"/>
        <source>Switch it off to see the threads past the end write where they must not.</source>
        <translation>关掉它，就能看到超出末尾的线程写到了不该写的地方。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="242"/>
        <source>Guard: if (%1)</source>
        <translation>边界判断：if (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/launchcontrols.cpp" line="246"/>
        <source>This kernel&apos;s guard cannot be switched off: its loop, its tiles or its barriers need it.</source>
        <translation>这个核函数的边界判断不能关闭：它的循环、分块或屏障需要它。</translation>
    </message>
</context>
<context>
    <name>cvz::LaunchPanel</name>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="54"/>
        <source>gridDim (x, y, z):</source>
        <translation>gridDim (x, y, z)：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="55"/>
        <source>blockDim (x, y, z):</source>
        <translation>blockDim (x, y, z)：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="59"/>
        <source> bytes</source>
        <translation> 字节</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="60"/>
        <source>Dynamic shared memory per block: what extern __shared__ arrays hold.</source>
        <translation>每个线程块的动态共享内存：extern __shared__ 数组使用的空间。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="61"/>
        <source>Dynamic shared memory:</source>
        <translation>动态共享内存：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="64"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="66"/>
        <source>A kernel still running after this is stopped and reported (an endless loop, a deadlock).</source>
        <translation>超过这个时间仍在运行的核函数会被停止并报告（死循环、死锁）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="67"/>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="69"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="69"/>
        <source>Bound to</source>
        <translation>绑定到</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="73"/>
        <source>A buffer: TYPE[LENGTH]:INIT with TYPE float, int, uint, char, uchar, short, ushort, half, double, longlong or ulonglong and INIT zeros, iota, random, random:SEED, const:V or values separated by commas. A number: its value. A struct passed by value has a row for each of its fields (m.rowPtr).</source>
        <translation>缓冲区：TYPE[LENGTH]:INIT，TYPE 为 float、int、uint、char、uchar、short、ushort、half、double、longlong 或 ulonglong，INIT 为 zeros、iota、random、random:SEED、const:V 或以逗号分隔的值。数值：直接写值。按值传递的结构体，每个字段各占一行（m.rowPtr）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="85"/>
        <source>Parameters:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="122"/>
        <source>%1 %2 (at most %3)</source>
        <translation>%1 %2（最多 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="130"/>
        <source>dynamic shared memory</source>
        <translation>动态共享内存</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="132"/>
        <source>time limit %1 s (%2 to %3 s)</source>
        <translation>时间限制 %1 秒（%2 到 %3 秒）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/launchpanel.cpp" line="145"/>
        <source>The form cannot hold %1: changed to the nearest value it can.</source>
        <translation>表单放不下 %1：已改为它能容纳的最接近的值。</translation>
    </message>
</context>
<context>
    <name>cvz::Lesson</name>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="59"/>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="68"/>
        <source>%1 has %2 languages; a text has at most %3</source>
        <translation>%1 有 %2 种语言；一段文字最多 %3 种</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="73"/>
        <source>%1.%2 must be text</source>
        <translation>%1.%2 必须是文本</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="79"/>
        <source>%1 must be text, or an object of texts by language such as {&quot;en&quot;: &quot;...&quot;, &quot;zh_CN&quot;: &quot;...&quot;}</source>
        <translation>%1 必须是文本，或者按语言给出文本的对象，例如 {&quot;en&quot;: &quot;...&quot;, &quot;zh_CN&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="86"/>
        <source>%1 (%2) has %3 characters; it may have at most %4</source>
        <translation>%1（%2）有 %3 个字符；最多只能有 %4 个</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="94"/>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="102"/>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="104"/>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="112"/>
        <source>%1: unknown field &apos;%2&apos; (a step has title, text, question, cpuOnly and show)</source>
        <translation>%1：未知字段“%2”（步骤只有 title、text、question、cpuOnly 和 show）</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="151"/>
        <source>%1: show is missing; it says what &quot;Show me&quot; sets up, e.g. {&quot;page&quot;: &quot;devices&quot;}</source>
        <translation>%1：缺少 show；它说明“演示给我看”要设置什么，例如 {&quot;page&quot;: &quot;devices&quot;}</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="156"/>
        <location filename="../../core/lessons/lesson.cpp" line="269"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="183"/>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="189"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="194"/>
        <source>not a cudaviz lesson: it needs &quot;format&quot;: &quot;%1&quot;</source>
        <translation>不是 cudaviz 课程：需要 &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="199"/>
        <source>version is missing: write &quot;version&quot;: %1</source>
        <translation>缺少 version：请写 &quot;version&quot;: %1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="200"/>
        <source>version must be the number %1, without quotes</source>
        <translation>version 必须是数字 %1，不带引号</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="204"/>
        <source>lesson format version %1 is not supported (this cudaviz reads version %2)</source>
        <translation>不支持第 %1 版课程格式（这个 cudaviz 读取第 %2 版）</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="212"/>
        <source>id is missing: give the lesson a short unique name, e.g. &quot;my-first-lesson&quot;</source>
        <translation>缺少 id：请给课程起一个简短且唯一的名字，例如 &quot;my-first-lesson&quot;</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="216"/>
        <source>id has %1 characters; a short name of at most %2 is enough</source>
        <translation>id 有 %1 个字符；最多 %2 个字符的短名称就够了</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="228"/>
        <source>needsGpu must be true (the lesson measures a GPU) or false</source>
        <translation>needsGpu 必须是 true（本课测量 GPU）或 false</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="235"/>
        <source>steps is missing or empty: a lesson needs at least one step</source>
        <translation>steps 缺失或为空：一门课程至少需要一个步骤</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="239"/>
        <source>%1 steps are more than a lesson may have (at most %2); split it into several lessons</source>
        <translation>%1 个步骤超过了一节课的上限（最多 %2 个）；请拆分成几节课</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lesson.cpp" line="264"/>
        <source>%1: cannot read it</source>
        <translation>%1：无法读取</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="70"/>
        <source>%1 = %2 is too large (at most %3)</source>
        <translation>%1 = %2 太大（最多 %3）</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="71"/>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="95"/>
        <source>show.%1 must be [x], [x, y] or [x, y, z] with whole numbers from 1 to %2</source>
        <translation>show.%1 必须是 [x]、[x, y] 或 [x, y, z]，各分量为 1 到 %2 之间的整数</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="131"/>
        <source>show.guard must be true or false</source>
        <translation>show.guard 必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="154"/>
        <source>show.%1 needs &quot;panel&quot;: &quot;memory&quot; (the occupancy box is on the Memory tab)</source>
        <translation>show.%1 需要 &quot;panel&quot;: &quot;memory&quot;（占用率方框在“内存”选项卡上）</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="159"/>
        <source>show.%1 must be a whole number from %2 to %3</source>
        <translation>show.%1 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="174"/>
        <source>the launch cannot be shown: %1</source>
        <translation>无法显示这次启动：%1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="181"/>
        <source>show.thread must be a thread number from 0 to %1</source>
        <translation>show.thread 必须是 0 到 %1 之间的线程编号</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="193"/>
        <source>show.step must be &quot;thread&quot;, &quot;warp&quot; or &quot;block&quot;</source>
        <translation>show.step 必须是 &quot;thread&quot;、&quot;warp&quot; 或 &quot;block&quot;</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="199"/>
        <source>show.panel must be &quot;code&quot; or &quot;memory&quot;</source>
        <translation>show.panel 必须是 &quot;code&quot; 或 &quot;memory&quot;</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="203"/>
        <source>show.instruction needs &quot;panel&quot;: &quot;memory&quot;</source>
        <translation>show.instruction 需要 &quot;panel&quot;: &quot;memory&quot;</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="212"/>
        <source>show.instruction must be a whole number from 1 (the warp&apos;s first memory instruction)</source>
        <translation>show.instruction 必须是从 1 开始的整数（1 是该线程束的第一条内存指令）</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="235"/>
        <source>show.sizes: %1</source>
        <translation>show.sizes：%1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="242"/>
        <source>show.backends: &apos;%1&apos; is not a backend; use cpu-naive, cpu-eigen, gpu-naive, gpu-coalesced, gpu-tiled, gpu-tiled-2d, gpu-cublas, gpu-cublas-tf32 or gpu-cublas-fp16</source>
        <translation>show.backends：“%1”不是后端；可用 cpu-naive、cpu-eigen、gpu-naive、gpu-coalesced、gpu-tiled、gpu-tiled-2d、gpu-cublas、gpu-cublas-tf32 或 gpu-cublas-fp16</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="250"/>
        <source>show.backends must list at least one backend, e.g. [&quot;cpu-eigen&quot;, &quot;gpu-cublas&quot;]</source>
        <translation>show.backends 至少要列出一个后端，例如 [&quot;cpu-eigen&quot;, &quot;gpu-cublas&quot;]</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="256"/>
        <source>show.pinned must be true (page-locked copies) or false (pageable)</source>
        <translation>show.pinned 必须是 true（锁页内存复制）或 false（可分页内存）</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="263"/>
        <source>show.keep must be true (keep the earlier results) or false</source>
        <translation>show.keep 必须是 true（保留之前的结果）或 false</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="276"/>
        <source>show.chart must be bars, stacked, sweep or speedup</source>
        <translation>show.chart 必须是 bars、stacked、sweep 或 speedup</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="283"/>
        <source>show.metric must be time or gflops</source>
        <translation>show.metric 必须是 time 或 gflops</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="306"/>
        <source>show.page &apos;%1&apos; is not a page; use devices, mapping, benchmark or charts</source>
        <translation>show.page “%1” 不是页面；可用 devices、mapping、benchmark 或 charts</translation>
    </message>
    <message>
        <location filename="../../core/lessons/lessonaction.cpp" line="313"/>
        <source>show.%1 does not apply to the %2 page</source>
        <translation>show.%1 不适用于 %2 页面</translation>
    </message>
</context>
<context>
    <name>cvz::LessonBar</name>
    <message>
        <location filename="../../ui/lessonview/lessonbar.cpp" line="19"/>
        <source>‹ Back</source>
        <translation>‹ 上一步</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonbar.cpp" line="20"/>
        <source>Show me</source>
        <translation>演示给我看</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonbar.cpp" line="21"/>
        <source>Next ›</source>
        <translation>下一步 ›</translation>
    </message>
</context>
<context>
    <name>cvz::LessonCommand</name>
    <message>
        <location filename="../../cli/lessoncommand.cpp" line="21"/>
        <source>Check lesson files (docs/lessons.md) without opening the window, with the messages the app gives.
Budget: a file of at most %1 bytes; titles of at most 200 characters, texts of at most 20000, at most 200 steps.</source>
        <translation>不打开窗口即可检查课程文件（docs/lessons.md），提示信息与应用中相同。
预算：文件最多 %1 字节；标题最多 200 个字符，正文最多 20000 个字符，最多 200 个步骤。</translation>
    </message>
    <message>
        <location filename="../../cli/lessoncommand.cpp" line="26"/>
        <source>Lesson JSON files to check.</source>
        <translation>要检查的课程 JSON 文件。</translation>
    </message>
    <message>
        <location filename="../../cli/lessoncommand.cpp" line="27"/>
        <source>Check the files (the only action for now).</source>
        <translation>检查这些文件（目前唯一的操作）。</translation>
    </message>
    <message>
        <location filename="../../cli/lessoncommand.cpp" line="32"/>
        <source>say what to do: --check</source>
        <translation>请说明要做什么：--check</translation>
    </message>
    <message>
        <location filename="../../cli/lessoncommand.cpp" line="34"/>
        <source>give at least one lesson file</source>
        <translation>请至少给出一个课程文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/lessoncommand.cpp" line="40"/>
        <source>%1: ok, lesson &apos;%2&apos; with %n step(s)</source>
        <translation>
            <numerusform>%1：正确，课程 &apos;%2&apos;，共 %n 个步骤</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::LessonsPanel</name>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="38"/>
        <source>Open GPU results…</source>
        <translation>打开 GPU 结果…</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="40"/>
        <source>‹ &amp;Back</source>
        <translation>‹ 上一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="41"/>
        <source>&amp;Show me</source>
        <translation>演示给我看(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="42"/>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="290"/>
        <source>&amp;Next ›</source>
        <translation>下一步(&amp;N) ›</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="63"/>
        <source>Set the app up for this step: the page, the launch or the benchmark it talks about</source>
        <translation>为这一步设置好程序：它讲到的页面、启动配置或基准测试</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="94"/>
        <source>Open a results file measured on a machine with an NVIDIA GPU (on a lab machine: cudaviz bench --json results.json): the charts show its GPU beside this CPU</source>
        <translation>打开在有 NVIDIA GPU 的机器上测得的结果文件（在实验室机器上运行：cudaviz bench --json results.json）：图表会把它的 GPU 与这台 CPU 并排显示</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="102"/>
        <source>Your lessons…</source>
        <translation>你的课程…</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="104"/>
        <source>Open the folder for your own lesson files (*.json, format in docs/lessons.md), then press Reload</source>
        <translation>打开存放你自己课程文件的文件夹（*.json，格式见 docs/lessons.md），然后点“重新载入”</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="105"/>
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="180"/>
        <source>These lesson files could not be read; the other lessons work. Fix the file and press Reload:
%1</source>
        <translation>下面这些课程文件无法读取；其他课程不受影响。请修正文件后点“重新载入”：
%1</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="246"/>
        <source>%1 · Step %2 of %3: %4</source>
        <translation>%1 · 第 %2 步，共 %3 步：%4</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="274"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="242"/>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="274"/>
        <source>No lessons found.</source>
        <translation>没有找到课程。</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="290"/>
        <source>&amp;Next lesson ›</source>
        <translation>下一课(&amp;N) ›</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="86"/>
        <source>This lesson measures a GPU, and this machine has none. Open results measured on a machine with one (on a lab machine: cudaviz bench --json results.json), and the charts show its GPU beside this CPU; or go on with the CPU backends alone: the steps below are worded for that.</source>
        <translation>本课要测量 GPU，而这台机器没有 GPU。可以打开在有 GPU 的机器上测得的结果（在实验室机器上运行：cudaviz bench --json results.json），图表会把它的 GPU 与这台 CPU 并排显示；也可以只用 CPU 后端继续：下面的步骤已按这种情况改写。</translation>
    </message>
    <message>
        <location filename="../../ui/lessonview/lessonspanel.cpp" line="284"/>
        <source>&lt;b&gt;Think about it:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;想一想：&lt;/b&gt;%1</translation>
    </message>
</context>
<context>
    <name>cvz::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="57"/>
        <source>cudaviz — CUDA threads, blocks and grids</source>
        <translation>cudaviz —— CUDA 线程、线程块与网格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="62"/>
        <source>&amp;Thread Mapping</source>
        <translation>线程映射(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="64"/>
        <source>&amp;Playground</source>
        <translation>练习场(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="66"/>
        <source>&amp;Benchmark</source>
        <translation>基准测试(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="68"/>
        <source>&amp;Charts</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="71"/>
        <source>&amp;Devices</source>
        <translation>设备(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mainwindow.cpp" line="100"/>
        <source>%n CUDA GPU(s) ready.</source>
        <translation>
            <numerusform>%n 块 CUDA GPU 就绪。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="102"/>
        <source>GPU off until restart: %1</source>
        <translation>GPU 已停用，直到重新启动：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="103"/>
        <source>No CUDA GPU: CPU only (expected on machines without an NVIDIA GPU).</source>
        <translation>没有 CUDA GPU：只用 CPU（在没有 NVIDIA GPU 的机器上这是正常的）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134"/>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="154"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="155"/>
        <source>&amp;Export chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="157"/>
        <source>Export &amp;results…</source>
        <translation>导出结果(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="159"/>
        <source>Export thread mapping &amp;picture…</source>
        <translation>导出线程映射图片(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="163"/>
        <source>Export thread mapping &amp;animation…</source>
        <translation>导出线程映射动画(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="166"/>
        <source>&amp;Open results…</source>
        <translation>打开结果(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="168"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="172"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="176"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="180"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="193"/>
        <source>Show &amp;arrows in the picture</source>
        <translation>在图中显示箭头(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="194"/>
        <source>Show the l&amp;ens in the picture</source>
        <translation>在图中显示放大镜(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="205"/>
        <source>Next lesso&amp;n</source>
        <translation>下一课(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="208"/>
        <source>&amp;Refresh devices</source>
        <translation>刷新设备(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="211"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="212"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="215"/>
        <source>&amp;About cudaviz</source>
        <translation>关于 cudaviz(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="216"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="222"/>
        <source>The picture is still being recorded: wait for it, then export.</source>
        <translation>图片还在记录中：请等它完成后再导出。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="244"/>
        <source>About cudaviz</source>
        <translation>关于 cudaviz</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="263"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="264"/>
        <source>cudaviz will be shown in %1 from its next start. Restart now?</source>
        <translation>cudaviz 将从下次启动起以 %1 显示。现在重新启动吗？</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="266"/>
        <source>Restart now</source>
        <translation>现在重新启动</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267"/>
        <source>Later</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="306"/>
        <source>Settings reset to their defaults.</source>
        <translation>设置已恢复为默认值。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="307"/>
        <source>Settings reset to their defaults; the language follows the system from the next start.</source>
        <translation>设置已恢复为默认值；从下次启动起，语言跟随系统。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="328"/>
        <source>A benchmark is running: wait for it, or press Cancel, then press Show me again.</source>
        <translation>基准测试正在运行：请等它结束，或者点“取消”，然后再点“演示给我看”。</translation>
    </message>
</context>
<context>
    <name>cvz::MapCommand</name>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="71"/>
        <source>kernel %1: gridDim %2, blockDim %3 = %4 threads for %5 elements</source>
        <translation>核函数 %1：gridDim %2，blockDim %3 = %4 个线程，处理 %5 个元素</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="76"/>
        <source>%1 active, %2 idle, %3 writing out of bounds</source>
        <translation>%1 个活动，%2 个空闲，%3 个越界写入</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="84"/>
        <location filename="../../cli/mapcommand.cpp" line="161"/>
        <source>... %1 more</source>
        <translation>……另外 %1 个</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="90"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="92"/>
        <source>OUT OF BOUNDS %1</source>
        <translation>越界 %1</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="96"/>
        <location filename="../../cli/mapcommand.cpp" line="170"/>
        <source>... %1 more threads (use --json for all)</source>
        <translation>... 还有 %1 个线程（用 --json 查看全部）</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="146"/>
        <source>kernel %1: gridDim %2, blockDim %3 = %4 threads, traced in the emulator; each writes these elements of %5</source>
        <translation>核函数 %1：gridDim %2，blockDim %3 = %4 个线程，在模拟器中追踪；每个线程写入 %5 的这些元素</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="152"/>
        <source>%1 threads write to it, %2 write nothing</source>
        <translation>%1 个线程写入它，%2 个线程什么也不写</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="167"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="195"/>
        <location filename="../../cli/mapcommand.cpp" line="197"/>
        <source>--thread %1: the launch has threads 0 to %2</source>
        <translation>--thread %1：这次启动的线程编号是 0 到 %2</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="203"/>
        <source>--step &apos;%1&apos;: choose thread, warp or block</source>
        <translation>--step &apos;%1&apos;：请选择 thread、warp 或 block</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="238"/>
        <source>--%1 %2: the file name must end in .%1</source>
        <translation>--%1 %2：文件名必须以 .%1 结尾</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="219"/>
        <source>choose 1 to %1</source>
        <translation>请选择 1 到 %1</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="224"/>
        <source>--fps &apos;%1&apos; is not a number</source>
        <translation>--fps &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="227"/>
        <source>choose 0 (forever) to 1000</source>
        <translation>请选择 0（无限循环）到 1000</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="364"/>
        <source>Show which element every thread of a launch touches, as CUDA computes i = blockIdx.x * blockDim.x + threadIdx.x. A traced kernel (a matmul, a transpose, the stencil, the reduction, the histogram) runs in the CPU emulator, as on the Thread Mapping page, and each thread lists the elements of its output it writes.
Budget: at most %1 threads and, with --json, %2 listed element indices (about 1.5 GB); the output is streamed, so memory stays flat.</source>
        <translation>显示一次启动中每个线程访问哪个元素，与 CUDA 的计算 i = blockIdx.x * blockDim.x + threadIdx.x 相同。被追踪的核函数（矩阵乘法、转置、模板计算、归约、直方图）像在线程映射页面上一样在 CPU 模拟器中运行，每个线程列出它写入的输出元素。
预算：最多 %1 个线程；使用 --json 时最多列出 %2 个元素下标（约 1.5 GB）；输出是流式的，内存占用保持不变。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="260"/>
        <source>Print every thread as JSON.</source>
        <translation>把每个线程输出为 JSON。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="261"/>
        <source>Draw the picture into a PNG file.</source>
        <translation>把图片画到 PNG 文件中。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="263"/>
        <source>Draw the picture into an SVG file.</source>
        <translation>把图片画到 SVG 文件中。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="265"/>
        <source>Write the animation as an animated GIF.</source>
        <translation>把动画写成 GIF 动图。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="267"/>
        <source>Write the animation as an animated WebP.</source>
        <translation>把动画写成 WebP 动图。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="270"/>
        <source>Picture or frame size WIDTHxHEIGHT (default 1280x720; %1x%2 to %3x%4).</source>
        <translation>图片或帧的大小宽 x 高（默认 1280x720；%1x%2 到 %3x%4）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="277"/>
        <source>The step shown (the picture) or the first frame (an animation): the step of this thread (default 0).</source>
        <translation>显示的步骤（图片）或第一帧（动画）：这个线程所在的步骤（默认 0）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="279"/>
        <source>Step by thread, warp or block (default thread).</source>
        <translation>按线程、线程束或线程块单步（默认按线程）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="282"/>
        <source>Frames of the animation, one step each (default 24, at most %1).</source>
        <translation>动画的帧数，每帧一步（默认 24，最多 %1）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="284"/>
        <source>Steps per second (default 4).</source>
        <translation>每秒步数（默认 4）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="286"/>
        <source>How often the animation plays; 0 = forever (default).</source>
        <translation>动画播放的次数；0 = 无限循环（默认）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="289"/>
        <source>Projector colours and lines, as in presentation mode.</source>
        <translation>投影仪配色和线条，和演示模式一样。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="291"/>
        <source>No arrows from the current threads to what they write (they may hide what you point at).</source>
        <translation>不画从当前线程指向它们所写元素的箭头（箭头可能挡住你要指给学生看的内容）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="293"/>
        <source>No lens magnifying the current block&apos;s numbers where its cells are too small for them.</source>
        <translation>单元格太小、放不下编号时，不画放大当前线程块编号的放大镜。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="294"/>
        <source>With --slide: draw the lens too.</source>
        <translation>与 --slide 一起用：也画出放大镜。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="296"/>
        <source>A slide (--png, --svg): the kernel&apos;s title above the picture and a one-line caption under it; no lens unless --lens.</source>
        <translation>幻灯片（--png、--svg）：图上方是核函数的标题，下方是一行说明；除非给出 --lens，否则不画放大镜。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="299"/>
        <source>With --slide: the caption (default: the launch and the step&apos;s thread).</source>
        <translation>与 --slide 一起用：说明文字（默认是启动配置和当前步的线程）。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="381"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="392"/>
        <source>--thread and --step choose what a picture (--png, --svg, --gif or --webp) shows; the listing shows every thread.</source>
        <translation>--thread 和 --step 选择图片（--png、--svg、--gif 或 --webp）显示的内容；列表会显示每个线程。</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="347"/>
        <source>listing every thread would print about %1 element indices, more than the budget of %2 (about 1.5 GB); choose a smaller problem</source>
        <translation>列出每个线程将打印约 %1 个元素下标，超过了 %2 的预算（约 1.5 GB）；请选择更小的问题</translation>
    </message>
    <message>
        <location filename="../../cli/mapcommand.cpp" line="343"/>
        <source>%1 threads are too many to list (at most %2); choose a smaller launch</source>
        <translation>%1 个线程太多，无法逐个列出（最多 %2 个）；请选择更小的启动配置</translation>
    </message>
</context>
<context>
    <name>cvz::MappingExport</name>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="53"/>
        <source>%1&lt;&lt;&lt;%2, %3&gt;&gt;&gt;, the step of thread %4</source>
        <translation>%1&lt;&lt;&lt;%2, %3&gt;&gt;&gt;，线程 %4 的那一步</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="119"/>
        <source>&apos;%1&apos; is not a size; write WIDTHxHEIGHT, for example 1920x1080</source>
        <translation>&apos;%1&apos; 不是尺寸；请写成宽 x 高，例如 1920x1080</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="135"/>
        <source>%1 x %2 pixels: a picture is between %3 x %4 and %5 x %6</source>
        <translation>%1 x %2 像素：图片大小必须在 %3 x %4 到 %5 x %6 之间</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="150"/>
        <source>%1 frames: an animation has 1 to %2</source>
        <translation>%1 帧：动画可以有 1 到 %2 帧</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="152"/>
        <source>%1 steps per second: choose 0.1 to 50 (GIF viewers show at most 50 frames a second)</source>
        <translation>每秒 %1 步：请选择 0.1 到 50（GIF 查看器每秒最多显示 50 帧）</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="155"/>
        <source>%1 loops: choose 0 (forever) to 1000</source>
        <translation>%1 次循环：请选择 0（无限循环）到 1000</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="158"/>
        <source>%1 frames of %2 x %3 pixels are %4 million pixels to encode, more than the budget of %5 million; choose fewer frames or a smaller size</source>
        <translation>%1 帧 %2 x %3 像素需要编码 %4 百万像素，超过了 %5 百万像素的上限；请减少帧数或缩小尺寸</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="179"/>
        <source>%1: a picture is saved as .png or .svg</source>
        <translation>%1：图片只能保存为 .png 或 .svg</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="200"/>
        <source>%1: the PNG encoder failed</source>
        <translation>%1：PNG 编码器出错</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="208"/>
        <source>cudaviz: thread mapping of %1</source>
        <translation>cudaviz：%1 的线程映射</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="242"/>
        <source>%1: an animation is saved as .gif or .webp</source>
        <translation>%1：动画只能保存为 .gif 或 .webp</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexport.cpp" line="174"/>
        <location filename="../../ui/export/mappingexport.cpp" line="260"/>
        <source>cancelled: nothing was written</source>
        <translation>已取消：没有写入任何文件</translation>
    </message>
</context>
<context>
    <name>cvz::MappingExportDialog</name>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="46"/>
        <source>Projector colours and thick lines (as in presentation mode)</source>
        <translation>投影仪配色和粗线条（和演示模式一样）</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="47"/>
        <source>Arrows from the current threads to what they write</source>
        <translation>从当前线程指向它们所写元素的箭头</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="48"/>
        <source>The lens (a block&apos;s numbers, magnified, where its cells are small)</source>
        <translation>放大镜（单元格太小时放大显示线程块的编号）</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="49"/>
        <source>As a slide: the kernel&apos;s title above, a one-line caption under</source>
        <translation>作为幻灯片：上方是核函数的标题，下方是一行说明</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="54"/>
        <source>Export picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="54"/>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="93"/>
        <source>Slide 1280 x 720</source>
        <translation>幻灯片 1280 x 720</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="94"/>
        <source>Full HD 1920 x 1080</source>
        <translation>全高清 1920 x 1080</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="95"/>
        <source>4K 3840 x 2160</source>
        <translation>4K 3840 x 2160</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="96"/>
        <source>Square 1080 x 1080</source>
        <translation>正方形 1080 x 1080</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="98"/>
        <source>Common sizes…</source>
        <translation>常用尺寸…</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="109"/>
        <source>Size (pixels):</source>
        <translation>大小（像素）：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="109"/>
        <source>Frame size (pixels):</source>
        <translation>帧大小（像素）：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="118"/>
        <source>One frame per step, from the step on screen; the launch&apos;s end stops it earlier.</source>
        <translation>每步一帧，从屏幕上当前的步骤开始；启动结束时提前停止。</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="119"/>
        <source>Frames (one step each):</source>
        <translation>帧数（每帧一步）：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="125"/>
        <source>Steps per second:</source>
        <translation>每秒步数：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="129"/>
        <source>forever</source>
        <translation>无限循环</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="130"/>
        <source>Play:</source>
        <translation>播放次数：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="144"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="149"/>
        <source>File (.png or .svg):</source>
        <translation>文件（.png 或 .svg）：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="149"/>
        <source>File (.gif or .webp):</source>
        <translation>文件（.gif 或 .webp）：</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="155"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="166"/>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="167"/>
        <source>Animated GIF (*.gif);;Animated WebP (*.webp)</source>
        <translation>GIF 动图 (*.gif);;WebP 动图 (*.webp)</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="176"/>
        <source>The picture as the page shows it now, labels scaled to the size.</source>
        <translation>和页面当前显示的一样，文字随尺寸缩放。</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="185"/>
        <source>%1 frames from the step on screen, %2 s in all.</source>
        <translation>从屏幕上当前的步骤开始共 %1 帧，总长 %2 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="224"/>
        <source>Drawing the picture…</source>
        <translation>正在绘制图片…</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="224"/>
        <source>Drawing the animation…</source>
        <translation>正在绘制动画…</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="225"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="245"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="268"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="270"/>
        <source>Export cancelled: nothing was written.</source>
        <translation>导出已取消：没有写入任何文件。</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="272"/>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="286"/>
        <source>Choose a file name ending in .png or .svg.</source>
        <translation>请选择以 .png 或 .svg 结尾的文件名。</translation>
    </message>
    <message>
        <location filename="../../ui/export/mappingexportdialog.cpp" line="288"/>
        <source>Choose a file name ending in .gif or .webp.</source>
        <translation>请选择以 .gif 或 .webp 结尾的文件名。</translation>
    </message>
</context>
<context>
    <name>cvz::MappingForm</name>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="28"/>
        <source>%1%2 does not apply to %3</source>
        <translation>%1%2 不适用于 %3</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="44"/>
        <location filename="../../core/mapping/mappingform.cpp" line="70"/>
        <source>%1 needs %2%3</source>
        <translation>%1 需要 %2%3</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="53"/>
        <source>%1%2 &apos;%3&apos; is not %4: %5 sizes joined by x</source>
        <translation>%1%2 &apos;%3&apos; 不是 %4：应为用 x 连接的 %5 个尺寸</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="88"/>
        <source>%1 = %2; every size must be at least 1</source>
        <translation>%1 = %2；每个尺寸都必须至少为 1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="164"/>
        <source>%1kernel: unknown kernel &apos;%2&apos;; choose %3</source>
        <translation>%1kernel：未知的核函数 &apos;%2&apos;；请选择 %3</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="179"/>
        <source>%1 cannot run without its guard: its loop, its tiles or its barriers need it</source>
        <translation>%1 不能去掉边界判断：它的循环、分块或屏障需要它</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="191"/>
        <source>%1block %2: every dimension must be at least 1</source>
        <translation>%1block %2：每个维度都必须至少为 1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingform.cpp" line="199"/>
        <source>%1 derives its grid from a %2 block; give %3grid too for blockDim %4</source>
        <translation>%1 按 %2 的线程块推出网格；blockDim 为 %4 时请同时给出 %3grid</translation>
    </message>
</context>
<context>
    <name>cvz::MappingOptions</name>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="31"/>
        <source>%1 in one value: %2 (default %3).</source>
        <translation>%1，写在一个值里：%2（默认 %3）。</translation>
    </message>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="39"/>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="44"/>
        <source>One of: %1.</source>
        <translation>以下之一：%1。</translation>
    </message>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="46"/>
        <source>gridDim X[,Y[,Z]] (default: fit the problem).</source>
        <translation>gridDim X[,Y[,Z]]（默认：按问题规模计算）。</translation>
    </message>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="48"/>
        <source>blockDim X[,Y[,Z]] (default: the kernel&apos;s usual block; the matmuls&apos; bench launch).</source>
        <translation>blockDim X[,Y[,Z]]（默认：该核函数惯用的线程块；矩阵乘法用基准测试的启动配置）。</translation>
    </message>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="50"/>
        <source>Drop the index kernels&apos; guard: see the bad writes.</source>
        <translation>去掉索引核函数的边界判断：看看越界的写入。</translation>
    </message>
    <message>
        <location filename="../../cli/mappingoptions.cpp" line="78"/>
        <source>--%1 &apos;%2&apos; is not X[,Y[,Z]] with whole numbers</source>
        <translation>--%1 &apos;%2&apos; 不是由整数组成的 X[,Y[,Z]]</translation>
    </message>
</context>
<context>
    <name>cvz::MappingPresets</name>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="75"/>
        <source>%1 = %2; every matrix dimension must be at least 1</source>
        <translation>%1 = %2；矩阵的每个维度至少为 1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="67"/>
        <source>%1 indexes with blockIdx.x and threadIdx.x only: launch it with a 1D grid and a 1D block (y = z = 1), got gridDim %2 and blockDim %3</source>
        <translation>%1 只用 blockIdx.x 和 threadIdx.x 索引：请用一维网格和一维线程块启动（y = z = 1），实际为 gridDim %2、blockDim %3</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="90"/>
        <source>n = %1 with %2 threads would record about %3 million memory accesses; the picture follows at most %4 million and draws at most %5 elements. Choose a smaller n or grid.</source>
        <translation>n = %1、%2 个线程将记录约 %3 百万次内存访问；图示最多跟踪 %4 百万次，最多绘制 %5 个元素。请选择更小的 n 或网格。</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="107"/>
        <source>%1 is %2 x %3 = %4 elements; the picture holds at most %5 in a matrix. Choose smaller matrices (up to about 128 x 128 x 128).</source>
        <translation>%1 是 %2 x %3 = %4 个元素；图中每个矩阵最多容纳 %5 个。请选择更小的矩阵（最多约 128 x 128 x 128）。</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="117"/>
        <source>%1 x %2 x %3 would record about %4 million memory accesses; the picture follows at most %5 million. Choose smaller matrices (up to about 128 x 128 x 128).</source>
        <translation>%1 x %2 x %3 将记录约 %4 百万次内存访问；图示最多跟踪 %5 百万次。请选择更小的矩阵（最大约 128 x 128 x 128）。</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="130"/>
        <source>%1 elements are more than the picture draws (at most %2, one cell each); choose a smaller problem, or use `cudaviz map` for the numbers</source>
        <translation>%1 个元素超过了图中能画出的数量（最多 %2 个，每个一格）；请选择更小的问题，或用 `cudaviz map` 查看数字</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="136"/>
        <source>%1 threads are more than the picture can follow (at most %2); choose a smaller grid or block</source>
        <translation>%1 个线程超出了图示能跟踪的数量（最多 %2 个）；请选择更小的网格或线程块</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="151"/>
        <source>Vector add: n = 1000, block 256</source>
        <translation>向量加法：n = 1000，线程块 256</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="153"/>
        <source>Why if (i &lt; n): n = 1000, block 256, no guard</source>
        <translation>为什么要 if (i &lt; n)：n = 1000，线程块 256，无边界判断</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="155"/>
        <source>Tiny: n = 10, one block of 32</source>
        <translation>极小：n = 10，一个 32 线程的线程块</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="157"/>
        <source>Classroom: n = 16, 4 blocks of 4</source>
        <translation>课堂演示：n = 16，4 个线程块、每块 4 个线程</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="159"/>
        <source>Idle lanes: n = 1000, block 250</source>
        <translation>空闲通道：n = 1000，每块 250 个线程</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="162"/>
        <source>Matrix 100 x 70, block 16 x 16</source>
        <translation>矩阵 100 x 70，线程块 16 x 16</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="163"/>
        <source>Grid-stride: n = 10000 with 4 blocks</source>
        <translation>网格跨步：n = 10000，4 个线程块</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="165"/>
        <source>3D volume 10 x 9 x 8, block 4 x 4 x 4</source>
        <translation>3D 体数据 10 x 9 x 8，线程块 4 x 4 x 4</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="167"/>
        <source>One million threads: 4096 blocks x 256</source>
        <translation>一百万个线程：4096 个线程块 x 256</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="169"/>
        <source>Matmul, naive (uncoalesced): 48 x 48 x 48</source>
        <translation>矩阵乘法，朴素（未合并访存）：48 x 48 x 48</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="170"/>
        <source>Matmul, coalesced: 48 x 48 x 48</source>
        <translation>矩阵乘法，合并访存：48 x 48 x 48</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="171"/>
        <source>Matmul, shared-memory tiles: 48 x 48 x 48</source>
        <translation>矩阵乘法，共享内存分块：48 x 48 x 48</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="172"/>
        <source>Matmul, warptiling: 256 x 256 x 64 (float4, double buffering)</source>
        <translation>矩阵乘法，线程束分块：256 x 256 x 64（float4、双缓冲）</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="174"/>
        <source>Transpose 64 x 64, shared tile (bank conflicts)</source>
        <translation>转置 64 x 64，共享内存 tile（bank 冲突）</translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="176"/>
        <source>Transpose 64 x 64, padded tile</source>
        <translation>转置 64 x 64，填充的 tile</translation>
    </message>
</context>
<context>
    <name>cvz::MappingRenderer</name>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="492"/>
        <source>Grid %1 blocks × block %2 threads = %3 threads; warps of 32</source>
        <translation>网格 %1 个线程块 × 每块 %2 个线程 = %3 个线程；每个线程束 32 个线程</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="508"/>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="615"/>
        <source>: %1 elements</source>
        <translation>：%1 个元素</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="617"/>
        <source> + %1 past the end</source>
        <translation> + 末尾之外 %1 个</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1200"/>
        <source>%1, %2:</source>
        <comment>the lens: the block, then what its cells show</comment>
        <translation>%1，%2：</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1345"/>
        <source>idle (stopped by the guard)</source>
        <translation>空闲（被边界判断拦下）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1345"/>
        <source>idle (%1 is false)</source>
        <translation>空闲（%1 不成立）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1347"/>
        <source>thread done</source>
        <translation>已运行的线程</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1348"/>
        <source>thread to run</source>
        <translation>待运行的线程</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1356"/>
        <source>idle lane (no thread)</source>
        <translation>空闲通道（没有线程）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1350"/>
        <source>writes out of bounds</source>
        <translation>越界写入</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="497"/>
        <source>; idle lanes in each block&apos;s last warp: %1 (drawn light purple)</source>
        <translation>；每个线程块最后一个线程束的空闲通道：%1（浅紫色）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="498"/>
        <source>; idle lanes in each block&apos;s last warp: %1 (not drawn: the picture shows the block&apos;s shape)</source>
        <translation>；每个线程块最后一个线程束的空闲通道：%1（未画出：图中按线程块的形状绘制）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1351"/>
        <source>element written</source>
        <translation>已写入的元素</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1352"/>
        <source>current step</source>
        <translation>当前步</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/mappingrenderer.cpp" line="1353"/>
        <source>read by it</source>
        <translation>被它读取</translation>
    </message>
</context>
<context>
    <name>cvz::MemoryInstructionView</name>
    <message>
        <location filename="../../ui/mappingview/memoryinstructionview.cpp" line="43"/>
        <source>No memory instruction at this step.</source>
        <translation>这一步没有内存指令。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memoryinstructionview.cpp" line="60"/>
        <source>byte %1</source>
        <translation>字节 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memoryinstructionview.cpp" line="148"/>
        <source>Columns: banks 0 to 31. Rows: the %n pass(es) (wavefronts) this request takes.</source>
        <translation>
            <numerusform>列：bank 0 到 31。行：这次请求需要的 %n 遍（波前）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::MemoryPanel</name>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="48"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="56"/>
        <source>Compare the matmul &amp;ladder…</source>
        <translation>对比矩阵乘法阶梯(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="86"/>
        <source>Previous instruction of this warp</source>
        <translation>这个线程束的上一条指令</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="88"/>
        <source>Next instruction of this warp</source>
        <translation>这个线程束的下一条指令</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="90"/>
        <source>instruction </source>
        <translation>指令 </translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="91"/>
        <source>Recording every access… %p%</source>
        <translation>正在记录每一次访问… %p%</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="101"/>
        <source>Access</source>
        <translation>访问</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="101"/>
        <source>Req.</source>
        <translation>请求</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="101"/>
        <source>Sect./req.</source>
        <translation>扇区/请求</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="101"/>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="101"/>
        <source>Eff.</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="102"/>
        <source>Wavef./req.</source>
        <translation>波前/请求</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="103"/>
        <source>The kernel&apos;s line and the array it reads or writes</source>
        <translation>核函数的代码行及其读写的数组</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="104"/>
        <source>Warp instructions (requests), each with every lane that issued it, out of bounds too</source>
        <translation>线程束指令（请求），计入发出它的每个通道，越界的也算</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="105"/>
        <source>32-byte sectors per request: 4 for 32 lanes reading 32 neighbouring floats</source>
        <translation>每个请求的 32 字节扇区数：32 个通道读取 32 个相邻 float 时为 4</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="106"/>
        <source>Sectors per request if the same bytes were packed and aligned</source>
        <translation>相同字节紧密排列并对齐时每个请求的扇区数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="107"/>
        <source>Bytes asked for / bytes moved in whole sectors</source>
        <translation>请求的字节数 / 以整扇区搬运的字节数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="108"/>
        <source>Shared memory: passes per request; 1 means no bank conflict</source>
        <translation>共享内存：每个请求的遍数；1 表示没有 bank 冲突</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="135"/>
        <source> bytes</source>
        <translation> 字节</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="136"/>
        <source>Occupancy (what if?)</source>
        <translation>占用率（假如……？）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="139"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="140"/>
        <source>Registers per thread</source>
        <translation>每线程寄存器数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="141"/>
        <source>Threads per block</source>
        <translation>每块线程数</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="142"/>
        <source>Shared memory per block</source>
        <translation>每块共享内存</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="155"/>
        <source>Kernel report</source>
        <translation>核函数报告</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="162"/>
        <source>The four matmul kernels side by side at one size, with measured times where results exist</source>
        <translation>在同一规模下并列比较四个矩阵乘法核函数，有结果时附上实测时间</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="188"/>
        <source>Cancelled: no memory report for this launch.</source>
        <translation>已取消：这次启动没有内存报告。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="232"/>
        <source>The Memory tab records the launch when it is shown.</source>
        <translation>内存标签页在显示时记录这次启动。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="254"/>
        <source>Recording every load and store of %1…</source>
        <translation>正在记录 %1 的每一次读和写…</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="281"/>
        <source>What ptxas gave this kernel for this architecture (build time).</source>
        <translation>ptxas 在构建时为此架构给这个核函数分配的数量。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="282"/>
        <source>This build has no GPU module, so no compiler numbers: 32 is a guess.</source>
        <translation>此构建没有 GPU 模块，因此没有编译器数据：32 只是猜测。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="332"/>
        <source>Warp %1 of block %2 makes no memory access.</source>
        <translation>块 %2 的线程束 %1 没有内存访问。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="340"/>
        <source>Warp %1 of block %2, %3 of %4: %5 %6, visit %7 of line %8: %9</source>
        <translation>块 %2 的线程束 %1，第 %3 / %4 条：%5 %6，第 %8 行的第 %7 次执行：%9</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="345"/>
        <source>store to</source>
        <translation>写入</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="345"/>
        <source>load from</source>
        <translation>读取</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="361"/>
        <source>%n of these lanes (red) are outside %1: a GPU issues their addresses too, so their sectors are counted; it reads or writes memory that is not %1&apos;s, or faults.</source>
        <translation>
            <numerusform>其中 %n 个通道（红色）在 %1 之外：GPU 同样发出它们的地址，所以它们的扇区也计入；GPU 上它们读写的是不属于 %1 的内存，或者出错。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="371"/>
        <source>%1 lanes ask for %2 different words, each bank for at most one: one wavefront, no bank conflict (lanes that ask for the same word share it: a broadcast).</source>
        <translation>%1 个通道请求 %2 个不同的字，每个 bank 至多一个：一个波前，没有 bank 冲突（请求同一个字的通道共享它：广播）。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="375"/>
        <source>%1 lanes ask for %2 different words, but one bank is asked for %3 of them: a %3-way bank conflict, %3 wavefronts instead of 1 (each row above is one pass).</source>
        <translation>%1 个通道请求 %2 个不同的字，但其中 %3 个落在同一个 bank：%3 路 bank 冲突，需要 %3 个波前而不是 1 个（上图每一行是一遍）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="384"/>
        <source>%1 lanes ask for %n different float(s) (lanes reading the same one share it)</source>
        <translation>
            <numerusform>%1 个通道只请求 %n 个不同的 float（读同一个 float 的通道共享它）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="386"/>
        <source>%1 lanes ask for %n float(s)</source>
        <translation>
            <numerusform>%1 个通道请求 %n 个 float</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="387"/>
        <source>%1, %2 bytes; they lie in %3 (%4), so %5 bytes move: efficiency %6 %. Packed and aligned, %7.</source>
        <translation>%1，共 %2 字节；它们落在 %3（%4）中，所以要搬运 %5 字节：效率 %6 %。若紧密排列并对齐，%7。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="391"/>
        <source>%n sector(s) of 32 bytes</source>
        <translation>
            <numerusform>%n 个 32 字节扇区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="392"/>
        <source>%n line(s) of 128</source>
        <translation>
            <numerusform>%n 条 128 字节缓存行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="395"/>
        <source>%n sector(s) would do</source>
        <translation>
            <numerusform>%n 个扇区就够了</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="453"/>
        <source>%1 %2 (line %3)</source>
        <translation>%1 %2（第 %3 行）</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="453"/>
        <source>store</source>
        <translation>写</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="453"/>
        <source>load</source>
        <translation>读</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="475"/>
        <source>Global: %1 load requests in %2 sectors, %3 store requests in %4 sectors.</source>
        <translation>全局内存：%1 个读请求共 %2 个扇区，%3 个写请求共 %4 个扇区。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="482"/>
        <source>Shared: %1 requests in %2 wavefronts (conflict degree %3).</source>
        <translation>共享内存：%1 个请求共 %2 个波前（冲突度 %3）。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="487"/>
        <source>Races: %1. Out-of-bounds accesses: %2. Divergent barriers: %3.</source>
        <translation>数据竞争：%1。越界访问：%2。分歧屏障：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="494"/>
        <source>First race: %1 on %2 between thread %3 and thread %4 (lines %5 and %6).</source>
        <translation>第一个数据竞争：%2 上的 %1，在线程 %3 与线程 %4 之间（第 %5 行和第 %6 行）。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="501"/>
        <source>Recorded and counted in %1 s.</source>
        <translation>记录并统计用时 %1 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="544"/>
        <source>the SM&apos;s warp slots</source>
        <translation>SM 的线程束槽位</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="545"/>
        <source>registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="546"/>
        <source>shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="547"/>
        <source>the SM&apos;s block slots</source>
        <translation>SM 的块槽位</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="548"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="550"/>
        <source>No block fits on an SM: it asks for more %1 than one block may have.</source>
        <translation>没有块能放进 SM：它请求的 %1 超过一个块的上限。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/memorypanel.cpp" line="551"/>
        <source>%1 blocks per SM, %2 of %3 warps: occupancy %4 %, limited by %5.</source>
        <translation>每个 SM %1 个块，%3 个线程束中的 %2 个：占用率 %4 %，受限于 %5。</translation>
    </message>
</context>
<context>
    <name>cvz::NoGpuPanel</name>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="56"/>
        <source>Without a GPU you can still: watch every thread of a launch on Thread Mapping, with each warp&apos;s memory traffic on its Memory tab; write CUDA kernels and whole programs in the Playground and run them in its emulator, which finds out-of-bounds accesses, races and host-side bugs at their line; solve the graded exercises there (the Exercises box above its editor); measure the CPU backends on Benchmark; and follow the lessons (View › Lessons, Ctrl+L).</source>
        <translation>没有 GPU 也可以：在“线程映射”页观察一次启动的每个线程，在它的“内存”标签页看每个线程束的内存流量；在“练习场”编写 CUDA 核函数和完整程序，并在它的模拟器中运行，越界访问、数据竞争和主机端错误都会标在所在行；在那里完成评分练习（编辑器上方的“练习”框）；在“基准测试”页测量 CPU 后端；还可以跟着课程学习（视图 › 课程，Ctrl+L）。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="81"/>
        <source>This computer has no NVIDIA GPU — everything runs on the CPU, as expected.</source>
        <translation>这台计算机没有 NVIDIA GPU——一切都在 CPU 上运行，这是预期的。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="82"/>
        <source>Nothing is broken and nothing needs installing: the CPU side of every comparison runs, and charts show the CPU bars. To see a GPU&apos;s numbers, open results measured on a machine with an NVIDIA GPU (Charts › Open results), or run cudaviz there.</source>
        <translation>没有任何问题，也不需要安装什么：每项比较的 CPU 部分照常运行，图表显示 CPU 的柱。要看 GPU 的数据，可以打开在有 NVIDIA GPU 的机器上测得的结果（图表 › 打开结果），或者在那台机器上运行 cudaviz。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="87"/>
        <source>An NVIDIA GPU is here, but CUDA cannot use it yet</source>
        <translation>这里有 NVIDIA GPU，但 CUDA 暂时还不能使用它</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="88"/>
        <source>Install or update the NVIDIA driver as said above, restart, then press Refresh. Until then everything runs on the CPU.</source>
        <translation>请按上面所说安装或更新 NVIDIA 驱动，重启后按“刷新”。在此之前一切都在 CPU 上运行。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="92"/>
        <source>The NVIDIA driver is loaded, but CUDA sees no device</source>
        <translation>NVIDIA 驱动已加载，但 CUDA 看不到任何设备</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="93"/>
        <source>Until CUDA sees the GPU, everything runs on the CPU. After fixing it, press Refresh.</source>
        <translation>在 CUDA 看到 GPU 之前，一切都在 CPU 上运行。修好之后请按“刷新”。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="96"/>
        <source>No CUDA GPU found — everything runs on the CPU; this is expected on this machine.</source>
        <translation>没有找到 CUDA GPU —— 一切都在 CPU 上运行；在这台机器上这是正常的。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="97"/>
        <source>Nothing is broken: the CPU side of every comparison still runs, and charts show only the CPU bars. To see a GPU&apos;s numbers, run cudaviz on a machine with an NVIDIA GPU and its driver, or open results saved there.</source>
        <translation>没有任何东西坏掉：每项比较中 CPU 的部分照常运行，图表只显示 CPU 的柱子。要看 GPU 的数据，请在装有 NVIDIA GPU 和驱动的机器上运行 cudaviz，或者打开在那里保存的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="77"/>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
</context>
<context>
    <name>cvz::OpenBlas</name>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="66"/>
        <source>cpu-openblas is not loaded under an address-space limit of %1 MiB (ulimit -v): OpenBLAS reserves its buffers when it loads and stops responding without them. Allow at least %2 MiB.</source>
        <translation>在 %1 MiB 的地址空间限制（ulimit -v）下不加载 cpu-openblas：OpenBLAS 加载时会预留缓冲区，得不到就会失去响应。请至少允许 %2 MiB。</translation>
    </message>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="84"/>
        <source>OpenBLAS is not installed: install the Debian package libopenblas0-openmp (sudo apt install libopenblas0-openmp) to compare with the BLAS that NumPy&apos;s wheels bundle.</source>
        <translation>未安装 OpenBLAS：请安装 Debian 软件包 libopenblas0-openmp（sudo apt install libopenblas0-openmp），以便与 NumPy 的 wheel 包自带的 BLAS 比较。</translation>
    </message>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="96"/>
        <source>%1 has no cblas_sgemm or openblas_set_num_threads: it is not OpenBLAS.</source>
        <translation>%1 没有 cblas_sgemm 或 openblas_set_num_threads：它不是 OpenBLAS。</translation>
    </message>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="124"/>
        <source>single-threaded</source>
        <translation>单线程</translation>
    </message>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="125"/>
        <source>threading unknown</source>
        <translation>线程方式未知</translation>
    </message>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="129"/>
        <source>OpenBLAS %1, %2 kernel, %3</source>
        <translation>OpenBLAS %1，%2 核函数，%3</translation>
    </message>
    <message>
        <location filename="../../core/bench/openblas.cpp" line="131"/>
        <source> (OPENBLAS_CORETYPE=%1, chosen by cudaviz from the CPU&apos;s features)</source>
        <translation>（OPENBLAS_CORETYPE=%1，由 cudaviz 根据 CPU 特性选择）</translation>
    </message>
</context>
<context>
    <name>cvz::OpenMpWait</name>
    <message>
        <location filename="../../core/util/openmpwait.cpp" line="38"/>
        <source>GOMP_SPINCOUNT=%1 (set by cudaviz)</source>
        <translation>GOMP_SPINCOUNT=%1（由 cudaviz 设置）</translation>
    </message>
    <message>
        <location filename="../../core/util/openmpwait.cpp" line="46"/>
        <source>%1 (from the environment)</source>
        <translation>%1（来自环境变量）</translation>
    </message>
    <message>
        <location filename="../../core/util/openmpwait.cpp" line="48"/>
        <source>libgomp&apos;s default</source>
        <translation>libgomp 的默认值</translation>
    </message>
</context>
<context>
    <name>cvz::Playground</name>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="488"/>
        <source>Legacy warp intrinsic (%1): %2 is a warp intrinsic of CUDA 8 and older, without a mask. CUDA 9 removed it for sm_70 and newer (Volta on), whose lanes need not run together, so it does not compile there. The emulator ran it as %3 with the whole warp&apos;s mask 0xffffffff: write %3(0xffffffff, ...), or a mask of the lanes that take part.</source>
        <translation>旧式线程束内建函数（%1）：%2 是 CUDA 8 及更早版本中不带掩码的线程束内建函数。CUDA 9 起在 sm_70 及更新的架构（Volta 起）上移除了它，因为这些架构上一个线程束的各通道不一定同步执行，所以它在那里无法编译。模拟器按 %3 以整个线程束的掩码 0xffffffff 运行了它：请写成 %3(0xffffffff, ...)，或使用参与计算的通道的掩码。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="65"/>
        <source>%1: threadIdx %2, blockIdx %3, linear index blockIdx.x * blockDim.x + threadIdx.x = %4.</source>
        <translation>%1：threadIdx %2，blockIdx %3，线性下标 blockIdx.x * blockDim.x + threadIdx.x = %4。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="70"/>
        <source>It made no memory access (stopped by a guard, or it had nothing to do).</source>
        <translation>它没有访问内存（被边界检查拦下，或者没有工作可做）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/engine/elementtouches.cpp" line="74"/>
        <source>… %n more</source>
        <translation>
            <numerusform>……还有 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="82"/>
        <source>atomically updated %1</source>
        <translation>原子地更新了 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="83"/>
        <source>wrote %1</source>
        <translation>写入 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="84"/>
        <source>read %1</source>
        <translation>读取 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="85"/>
        <source> (line %1)</source>
        <translation>（第 %1 行）</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="86"/>
        <source> — out of bounds</source>
        <translation> —— 越界</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/elementtouches.cpp" line="88"/>
        <source>In program order: %1.</source>
        <translation>按程序顺序：%1。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="43"/>
        <source>%1 must be text or an array of lines</source>
        <translation>%1 必须是文本或由行组成的数组</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="50"/>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="60"/>
        <source>The kernel has no buffer named %1 to check.</source>
        <translation>核函数没有名为 %1 的缓冲区可供检查。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="76"/>
        <source>%1[%2] is %3 but should be %4</source>
        <translation>%1[%2] 是 %3，应该是 %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="84"/>
        <source>%n element(s) of %1 were never written: %2%3.</source>
        <translation>
            <numerusform>%1 有 %n 个元素从未被写入：%2%3。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="364"/>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="52"/>
        <source> and %1 more</source>
        <translation> 以及另外 %1 个</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="88"/>
        <source>%n element(s) of %1 are wrong: %2%3.</source>
        <translation>
            <numerusform>%1 有 %n 个元素不对：%2%3。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="128"/>
        <source>%1[%2] was written by a thread of block %3 and by %4 without an atomic: on a GPU blocks run in any order and at the same time, so one block&apos;s value overwrites the other&apos;s. Combine blocks&apos; results with atomicAdd (or write one element per block).</source>
        <translation>%1[%2] 被线程块 %3 的一个线程和 %4 写入，且没有用原子操作：在 GPU 上线程块以任意顺序同时运行，所以一个线程块的值会覆盖另一个的。用 atomicAdd 合并各线程块的结果（或者每个线程块写一个元素）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="159"/>
        <source>%1[%2] by %3 and %4</source>
        <translation>%1[%2] 由 %3 和 %4 写入</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="168"/>
        <source>%n element(s) written by two threads (each element should have one owner): %1%2.</source>
        <translation>
            <numerusform>%n 个元素被两个线程写入（每个元素应该只有一个负责的线程）：%1%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="194"/>
        <source>%1[%2] was read %3 times from global memory, where the exercise allows %n read(s) per element (keep a value you need again in a register or in shared memory).</source>
        <translation>
            <numerusform>%1[%2] 从全局内存读了 %3 次，而本练习每个元素只允许读 %n 次（需要再次用到的值请放在寄存器或共享内存里）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="214"/>
        <source>Uncoalesced: the %1 of %2 on line %3 touches %4 sectors per request where %5 suffice.</source>
        <translation>未合并访问：第 %3 行对 %2 的 %1 每次请求访问 %4 个扇区，而 %5 个就够了。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="215"/>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="230"/>
        <source>store</source>
        <translation>写入</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="215"/>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="230"/>
        <source>load</source>
        <translation>读取</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="229"/>
        <source>Bank conflicts: the %1 of %2 on line %3 takes %4 wavefronts per request where 1 suffices.</source>
        <translation>bank 冲突：第 %3 行对 %2 的 %1 每次请求需要 %4 个波前，而 1 个就够了。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="250"/>
        <source>%1 wrote %n output element(s); this exercise gives each thread at most %2: share the work among the threads (%3).</source>
        <translation>
            <numerusform>%1 写了 %n 个输出元素；本练习每个线程最多写 %2 个：请把工作分给各个线程（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="266"/>
        <source>%n thread(s) wrote output where the reference solution has %1 doing so: the work is done by too few threads. This exercise is about spreading it over the launch, one thread per piece.</source>
        <translation>
            <numerusform>只有 %n 个线程写了输出，而参考解答有 %1 个：工作由太少的线程完成。本练习讲的是把工作分散到整个启动中，每个线程负责一份。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="286"/>
        <source>block (%1, %2)</source>
        <translation>线程块 (%1, %2)</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="287"/>
        <source>block (%1, %2, %3)</source>
        <translation>线程块 (%1, %2, %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="296"/>
        <source>%n block(s) wrote no output (%1%2): every block should take its part of the work.</source>
        <translation>
            <numerusform>%n 个线程块没有写任何输出（%1%2）：每个线程块都应承担自己那份工作。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="320"/>
        <source>%n thread(s) read %1, where the reference solution has %2 reading it: a few threads do the work of many. Let every thread load its part (into shared memory), then combine the parts together.</source>
        <translation>
            <numerusform>只有 %n 个线程读取 %1，而参考解答有 %2 个：少数线程做了许多线程的工作。让每个线程读入自己那一份（放进共享内存），再把各部分合起来。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="338"/>
        <source>The kernel moves %1 sectors of global memory, %2x the reference solution&apos;s %3 (at most %4x): read and write so that a warp&apos;s lanes touch neighbouring addresses (see Memory).</source>
        <translation>核函数搬运了 %1 个全局内存扇区，是参考解答 %3 个的 %2 倍（最多 %4 倍）：读写时让一个线程束的各线程访问相邻地址（见“内存”）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="361"/>
        <source>The kernel made %1 atomic operations on global memory; the reference solution makes %2, and this exercise allows at most %3: every thread of every block waits its turn at the same few addresses. Add up in shared memory first, then add each block&apos;s result once.</source>
        <translation>核函数对全局内存做了 %1 次原子操作；参考解答做了 %2 次，本练习最多允许 %3 次：每个线程块的每个线程都在同样几个地址上排队等候。先在共享内存中累加，再把每个线程块的结果加一次。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="385"/>
        <source>A block of this kernel holds %1 bytes of shared memory; the exercise allows %2, so that more blocks fit on a multiprocessor at once (shared memory is one of the limits of occupancy).</source>
        <translation>这个核函数的每个线程块占用 %1 字节共享内存；本练习最多允许 %2 字节，这样一个多处理器能同时容纳更多线程块（共享内存是占用率的限制之一）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="457"/>
        <source>A thread passed %1 __syncthreads() where the reference solution passes %2: each one stops the whole block. Two a step are enough: one after the tile is loaded, one before it is overwritten.</source>
        <translation>一个线程经过了 %1 次 __syncthreads()，而参考解答只有 %2 次：每一次都会让整个线程块停下来等待。每一步两次就够了：一次在分块读入之后，一次在它被覆盖之前。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="489"/>
        <source>global loads %1 sectors (%2 the reference&apos;s %3)</source>
        <translation>全局读取 %1 个扇区（参考解答 %3 个的 %2）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="493"/>
        <source>stores %1 sectors (%2)</source>
        <translation>写入 %1 个扇区（%2）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="497"/>
        <source>shared-memory wavefronts %1 (%2), bank conflicts %3 (reference %4)</source>
        <translation>共享内存波前 %1 个（%2），bank 冲突 %3 次（参考解答 %4 次）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="503"/>
        <source>__syncthreads() passed %1 (reference %2)</source>
        <translation>经过的 __syncthreads() %1 次（参考解答 %2 次）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="504"/>
        <source>Your kernel beside the reference solution, on the launch shown: %1. See Memory for where.</source>
        <translation>你的核函数与参考解答对比（任务给出的启动配置）：%1。具体位置见“内存”。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="556"/>
        <source>On the %1 (modelled from its data sheet) the kernel would take %2 µs past the launch, %3x the reference solution&apos;s %4 µs; this exercise asks for at most %5x. It moves %6 sectors of global memory where the reference moves %7: see Memory for which accesses cost the most.</source>
        <translation>在 %1 上（按其数据手册建模），核函数除启动外要用 %2 微秒，是参考解答 %4 微秒的 %3 倍；本练习要求最多 %5 倍。它搬运了 %6 个全局内存扇区，参考解答只搬运 %7 个：在“内存”页查看哪些访问代价最大。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="589"/>
        <source>%n shared-memory word(s) carried a value from one thread to another, where the reference solution&apos;s carry %1: the data should flow through shared memory (each thread stores its part, other threads read it), not pass it by.</source>
        <translation>
            <numerusform>只有 %n 个共享内存字把值从一个线程传给另一个线程，参考解答有 %1 个：数据应当经过共享内存流动（每个线程存入自己那一份，由其他线程读取），而不是绕开它。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="679"/>
        <source>Hidden launch %1 of %2 (%3):</source>
        <translation>隐藏启动配置 %1/%2（%3）：</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="683"/>
        <source>The launch shown (%1):</source>
        <translation>任务给出的启动配置（%1）：</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="67"/>
        <source>not JSON: %1 at byte %2</source>
        <translation>不是 JSON：第 %2 字节处 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="68"/>
        <source>the file must hold one JSON object</source>
        <translation>文件必须只包含一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="72"/>
        <source>the key &quot;%1&quot; appears twice in one object (at byte %2): which one is meant is not clear</source>
        <translation>键 &quot;%1&quot; 在同一个对象中出现了两次（第 %2 字节处）：不清楚指的是哪一个</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="79"/>
        <source>&quot;format&quot; must be &quot;cudaviz-exercise&quot;</source>
        <translation>&quot;format&quot; 必须是 &quot;cudaviz-exercise&quot;</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="83"/>
        <source>&quot;version&quot; must be %1: this cudaviz reads exercise files of version %1 only</source>
        <translation>&quot;version&quot; 必须是 %1：此版本的 cudaviz 只读取第 %1 版的练习文件</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="96"/>
        <source>&quot;id&quot; must be 1 to 100 lowercase letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting with a letter or digit (&quot;%1&quot; is not)</source>
        <translation>&quot;id&quot; 必须由 1 到 100 个小写字母、数字、&apos;-&apos;、&apos;_&apos; 或 &apos;.&apos; 组成，并以字母或数字开头（&quot;%1&quot; 不符合）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="125"/>
        <source>starter must have its English source (&quot;en&quot;)</source>
        <translation>starter 必须有英文源代码（&quot;en&quot;）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="154"/>
        <source>&quot;launch&quot;: %1</source>
        <translation>&quot;launch&quot;：%1</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="156"/>
        <source>give the launch, e.g. &quot;--grid 1 --block 64 --arg a=float[64]:iota&quot;</source>
        <translation>请给出启动配置，例如 &quot;--grid 1 --block 64 --arg a=float[64]:iota&quot;</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="189"/>
        <source>&quot;%1.launch&quot;: %2</source>
        <translation>“%1.launch”：%2</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="189"/>
        <source>give the launch</source>
        <translation>请给出启动配置</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="194"/>
        <source>&quot;%1.launch&quot; must run the same kernel with the same parameters as &quot;launch&quot; (%2)</source>
        <translation>“%1.launch”必须以与“launch”相同的参数运行同一个核函数（%2）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="205"/>
        <source>&quot;shapes&quot; has %1 launches: an exercise may have at most %2 with the shown one (each is run on every check)</source>
        <translation>&quot;shapes&quot; 有 %1 个启动配置：一个练习连同展示的那个最多只能有 %2 个（每次检查都要全部运行）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="232"/>
        <source>rule &apos;%1&apos; names the array &apos;%2&apos;, which the launch does not have (its buffers: %3)</source>
        <translation>规则“%1”指定的数组“%2”不在启动参数中（现有缓冲区：%3）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="243"/>
        <source>&quot;outputs&quot; must name at least one buffer to compare</source>
        <translation>&quot;outputs&quot; 必须至少列出一个要比较的缓冲区</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="260"/>
        <source>rule &apos;modelled_time&apos; needs &quot;gpu&quot;, one of %1 (&quot;%2&quot; is not)</source>
        <translation>规则“modelled_time”需要 &quot;gpu&quot;，取值为 %1 之一（&quot;%2&quot; 不是）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="270"/>
        <source>&quot;derived.%1&quot;: &apos;%2&apos; is not one of %3</source>
        <translation>&quot;derived.%1&quot;：“%2”不是 %3 之一</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="294"/>
        <source>&quot;derived.%1&quot; must be a number from 0 (off) to 1000000</source>
        <translation>&quot;derived.%1&quot; 必须是 0（关闭）到 1000000 之间的数</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="301"/>
        <source>&quot;derived&quot; must give its &quot;reason&quot;: why this exercise judges differently from the reference</source>
        <translation>&quot;derived&quot; 必须给出 &quot;reason&quot;：说明这个练习为什么与参考解答的判定不同</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="317"/>
        <source>rule &apos;%1&apos; is not one of %2</source>
        <translation>规则“%1”不在 %2 之中</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="322"/>
        <source>rule &apos;%1&apos;: &quot;value&quot; must be a number from 0 to 2147483647</source>
        <translation>规则“%1”：&quot;value&quot; 必须是 0 到 2147483647 之间的数</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="376"/>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="682"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercise.cpp" line="388"/>
        <source>%1: the id &apos;%2&apos; is a built-in exercise&apos;s; give the file&apos;s exercise another id.</source>
        <translation>%1：id“%2”属于一个内置练习；请给文件中的练习换一个 id。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="707"/>
        <source>The reference solution did not finish: the exercise file is wrong.</source>
        <translation>参考答案没有运行完：练习文件有误。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="713"/>
        <source>The run made more memory accesses than the checks keep (%1): an exercise&apos;s launches are small, so the kernel does far more work than the task needs.</source>
        <translation>这次运行的内存访问次数超过了检查所保留的上限（%1）：练习的启动规模很小，所以核函数做的工作远远超出了任务的需要。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="729"/>
        <source>The outputs are right, but no thread was seen storing to them: they were written by code the emulator does not trace (inline assembly, a C library call). Write them with plain stores.</source>
        <translation>输出是对的，但没有看到任何线程向它们写入：它们是由模拟器不跟踪的代码写的（内联汇编、C 库函数调用）。请用普通的写入来写它们。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="586"/>
        <source>The task asks for shared memory, but the kernel made no __shared__ access.</source>
        <translation>题目要求使用共享内存，但核函数没有访问任何 __shared__ 变量。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="766"/>
        <source>The check ran past its budget of %1 s after %2 of the exercise&apos;s %3 launches: the exercise&apos;s launches take too long to run them all.</source>
        <translation>检查在运行了练习 %3 个启动配置中的 %2 个之后超出了 %1 秒的预算：该练习的启动配置运行时间太长，无法全部运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="783"/>
        <source>The reference solution of this exercise does not compile: %1</source>
        <translation>本练习的参考解答无法编译：%1</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="798"/>
        <source>The reference solution of this exercise does not run: %1</source>
        <translation>这个练习的参考答案无法运行：%1</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="75"/>
        <source>The launch comment on line %1 has a quote that is not closed.</source>
        <translation>第 %1 行的启动注释中有未闭合的引号。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="115"/>
        <source>&apos;%1&apos; is not an option (--grid, --block, --shared, --arg, --const, --timeout, --kernel).</source>
        <translation>&apos;%1&apos; 不是选项（--grid、--block、--shared、--arg、--const、--timeout、--kernel）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="125"/>
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="134"/>
        <source>%1 %2: write X, X,Y or X,Y,Z with whole numbers of at least 1.</source>
        <translation>%1 %2：请写成 X、X,Y 或 X,Y,Z，每个都是不小于 1 的整数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="157"/>
        <source>%1 is an option of the run, not of the launch: a launch holds --kernel, --grid, --block, --shared, --arg, --const and --timeout. Give %1 to cudaviz run (or press Run on GPU in the Playground).</source>
        <translation>%1 是运行的选项，不是启动配置的选项：启动配置包含 --kernel、--grid、--block、--shared、--arg、--const 和 --timeout。请把 %1 交给 cudaviz run（或在练习场中按“在 GPU 上运行”）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="163"/>
        <source>Unknown option %1 (--grid, --block, --shared, --arg, --const, --timeout, --kernel).</source>
        <translation>未知选项 %1（--grid、--block、--shared、--arg、--const、--timeout、--kernel）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="168"/>
        <source>%1 %2 is not a number.</source>
        <translation>%1 %2 不是数字。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="227"/>
        <source>%1 %2 is given twice: give each argument once.</source>
        <translation>%1 %2 给出了两次：每个参数只给一次。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/launchcomment.cpp" line="228"/>
        <source>%1 is given twice: give it once.</source>
        <translation>%1 给出了两次：只给一次。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="364"/>
        <source>CUDAVIZ_CXX names %1, which is not an executable program.</source>
        <translation>CUDAVIZ_CXX 指定的 %1 不是可执行程序。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="374"/>
        <source>No C++ compiler was found on PATH. The playground compiles kernels with g++ or clang++: install one (on Debian or Ubuntu: sudo apt install g++).</source>
        <translation>在 PATH 中找不到 C++ 编译器。练习场用 g++ 或 clang++ 编译核函数：请安装其中一个（Debian 或 Ubuntu 上：sudo apt install g++）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="455"/>
        <source>The kernel runner %1 is missing: reinstall cudaviz (it is built beside the app).</source>
        <translation>缺少核函数运行器 %1：请重新安装 cudaviz（它与程序一起构建）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="475"/>
        <source>Parameter %1 (%2) has private fields (%3): a launch sets a struct&apos;s fields one by one, so they must be public. Write struct instead of class, or public: before them.</source>
        <translation>参数 %1（%2）有私有字段（%3）：启动配置逐个设置结构体的字段，因此它们必须是公有的。请把 class 改为 struct，或在这些字段前写 public:。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/modulecache.cpp" line="76"/>
        <location filename="../../core/playground/source/modulecache.cpp" line="79"/>
        <source>Cannot create the playground&apos;s cache folder %1.</source>
        <translation>无法创建练习场的缓存文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/modulecache.cpp" line="82"/>
        <source>The playground&apos;s cache %1 is not a folder.</source>
        <translation>练习场的缓存 %1 不是文件夹。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/modulecache.cpp" line="84"/>
        <source>The playground&apos;s cache folder %1 belongs to another user: the modules in it are loaded and run, so it must be yours. Choose another with CUDAVIZ_PLAYGROUND_CACHE.</source>
        <translation>练习场的缓存文件夹 %1 属于另一个用户：其中的模块会被加载并运行，所以它必须属于你。请用 CUDAVIZ_PLAYGROUND_CACHE 另选一个。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/modulecache.cpp" line="88"/>
        <source>The playground&apos;s cache folder %1 may be written by others (mode %2): the modules in it are loaded and run, so no one else may write it. Make it yours alone (chmod 700 %1) or choose another with CUDAVIZ_PLAYGROUND_CACHE.</source>
        <translation>练习场的缓存文件夹 %1 可被他人写入（权限 %2）：其中的模块会被加载并运行，所以不能让别人写入。请让它只属于你（chmod 700 %1），或用 CUDAVIZ_PLAYGROUND_CACHE 另选一个。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="121"/>
        <source>nvcc is not on PATH: install the CUDA Toolkit and put its bin folder on PATH to run playground kernels on the GPU.</source>
        <translation>PATH 中没有 nvcc：要在 GPU 上运行练习场的核函数，请安装 CUDA Toolkit 并把它的 bin 文件夹加入 PATH。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="129"/>
        <source>No CUDA GPU to run on (%1).</source>
        <translation>没有可以运行的 CUDA GPU（%1）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="130"/>
        <source>not probed yet</source>
        <translation>尚未检测</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="180"/>
        <location filename="../../core/playground/engine/gpurun.cpp" line="207"/>
        <location filename="../../core/playground/source/usercompiler.cpp" line="683"/>
        <location filename="../../core/playground/source/usercompiler.cpp" line="829"/>
        <location filename="../../core/playground/source/usercompiler.cpp" line="850"/>
        <source>Cannot write in the playground&apos;s cache folder %1.</source>
        <translation>无法写入练习场的缓存文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="197"/>
        <location filename="../../core/playground/engine/gpurun.cpp" line="313"/>
        <location filename="../../core/playground/engine/gpurun.cpp" line="396"/>
        <location filename="../../core/playground/engine/userrun.cpp" line="428"/>
        <location filename="../../core/playground/source/usercompiler.cpp" line="576"/>
        <location filename="../../core/playground/source/usercompiler.cpp" line="659"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="202"/>
        <source>nvcc cannot compile the kernel:</source>
        <translation>nvcc 无法编译这个核函数：</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="318"/>
        <source>The program did not finish on the GPU within %1 s and was stopped.</source>
        <translation>程序在 GPU 上 %1 秒内没有结束而被停止。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="319"/>
        <source>The program crashed on the GPU machine (signal %1), as it would without cudaviz.</source>
        <translation>程序在有 GPU 的机器上崩溃了（信号 %1），不用 cudaviz 也会如此。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="350"/>
        <source>%1[%2] is %3 on the GPU, %4 in the emulator</source>
        <translation>%1[%2] 在 GPU 上是 %3，在模拟器中是 %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/engine/gpurun.cpp" line="359"/>
        <source>On the GPU, %n element(s) of %1 differ from the emulator: %2%3. A race, shared memory read before it was written, or a read out of bounds gives different values on different hardware.</source>
        <translation>
            <numerusform>在 GPU 上，%1 有 %n 个元素与模拟器不同：%2%3。数据竞争、在写入之前读取共享内存，或越界读取，都会在不同的硬件上得到不同的值。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="377"/>
        <source>The emulator&apos;s run did not finish, so there is nothing to compare the GPU with.</source>
        <translation>模拟器的运行没有完成，所以没有可以与 GPU 比较的结果。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="401"/>
        <source>The kernel did not finish on the GPU within %1 s and was stopped.</source>
        <translation>核函数在 GPU 上没有在 %1 秒内结束，已被停止。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="402"/>
        <source>The GPU run crashed the kernel runner (signal %1).</source>
        <translation>GPU 上的运行使核函数运行器崩溃（信号 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="324"/>
        <location filename="../../core/playground/engine/gpurun.cpp" line="406"/>
        <source>The GPU run did not finish within %1 s.</source>
        <translation>GPU 上的运行没有在 %1 秒内完成。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/gpurun.cpp" line="325"/>
        <location filename="../../core/playground/engine/gpurun.cpp" line="407"/>
        <source>The GPU run failed: %1</source>
        <translation>GPU 上的运行失败：%1</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="97"/>
        <source>The kernel runner&apos;s result is damaged: the kernel may have written over the runner&apos;s memory. Look for an out-of-bounds write.</source>
        <translation>核函数运行器的结果已损坏：核函数可能改写了运行器的内存。请检查越界写入。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="626"/>
        <source>Line %1: this { is never closed: a } is missing after it.</source>
        <translation>第 %1 行：这个 { 没有闭合：它后面缺少一个 }。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="627"/>
        <source>Line %1: this } closes no {.</source>
        <translation>第 %1 行：这个 } 没有与之配对的 {。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="632"/>
        <source>The compiler %1 could not be started.</source>
        <translation>无法启动编译器 %1。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="633"/>
        <source>The compiler took longer than %1 s and was stopped.</source>
        <translation>编译器运行超过 %1 秒，已被停止。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="634"/>
        <source>The compiler %1 crashed (%2).</source>
        <translation>编译器 %1 崩溃了（%2）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="636"/>
        <source>The compiler %1 failed (exit status %2) without a message: is it a C++ compiler? (CUDAVIZ_CXX chooses it.)</source>
        <translation>编译器 %1 失败了（退出码 %2），没有任何消息：它是 C++ 编译器吗？（由 CUDAVIZ_CXX 指定。）</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="640"/>
        <source>The kernel does not compile:</source>
        <translation>核函数无法编译：</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="643"/>
        <source>The program includes %1, a header of %2. %3 The compiler said:</source>
        <translation>程序包含了 %1，这是 %2 的头文件。%3 编译器的输出：</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="646"/>
        <source>The program uses %1 (%2), which the playground does not emulate. Run on GPU runs the program as it is; docs/playground.md lists what the emulator runs. The compiler said:</source>
        <translation>程序用到了 %1（%2），练习场不模拟它。“在 GPU 上运行”会按原样运行程序；docs/playground.md 列出了模拟器能运行的内容。编译器的输出：</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="673"/>
        <source>The compiled kernel could not be assembled:</source>
        <translation>编译后的核函数无法汇编：</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="711"/>
        <source>The module&apos;s start-up code (the constructors of its global variables, which run when it is loaded, before any kernel)</source>
        <translation>模块的启动代码（其全局变量的构造函数，在模块加载时、任何核函数之前运行）</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="715"/>
        <source>%1 did not finish within %2 s: a constructor that loops?</source>
        <translation>%1 在 %2 秒内没有结束：是不是有构造函数陷入了循环？</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="717"/>
        <source>%1 made a system call the playground&apos;s sandbox stops (%2): a constructor may only compute.</source>
        <translation>%1 进行了练习场沙箱禁止的系统调用（%2）：构造函数只能做计算。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="720"/>
        <source>%1 crashed with %2.</source>
        <translation>%1 因 %2 崩溃。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="722"/>
        <source>%1 was ended by %2.</source>
        <translation>%1 被 %2 终止。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="726"/>
        <source>%1 ended the process (exit status %2) before the runner could read the kernel&apos;s parameters: a constructor called exit()?</source>
        <translation>%1 在运行器读取核函数参数之前结束了进程（退出码 %2）：是不是有构造函数调用了 exit()？</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="814"/>
        <source>The preprocessed source of %1 could not be checked: the program is not run.</source>
        <translation>无法检查 %1 预处理后的源码：程序不会运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="839"/>
        <source>The preprocessed source could not be checked (the compiler&apos;s -E step failed): the kernel is not run.</source>
        <translation>无法检查预处理后的源代码（编译器的 -E 步骤失败）：核函数不会运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="700"/>
        <source>The compiled kernel could not be linked:</source>
        <translation>编译好的核函数无法链接：</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="606"/>
        <source>The compiled assembly could not be checked: the kernel is not run.</source>
        <translation>无法检查编译得到的汇编代码：核函数不会运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usercompiler.cpp" line="982"/>
        <source>The file has no main(): a whole program starts there. To run one kernel of it, name the kernel (--kernel) and its launch.</source>
        <translation>该文件没有 main()：完整程序从那里开始。若只运行其中一个核函数，请给出核函数名（--kernel）和它的启动配置。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="147"/>
        <source>A program&apos;s argument holds a NUL character.</source>
        <translation>程序的参数中含有 NUL 字符。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="151"/>
        <source>A program gets at most %1 arguments of %2 bytes together, not %3 of %4.</source>
        <translation>程序最多接受 %1 个参数、合计 %2 字节，而不是 %3 个、%4 字节。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="317"/>
        <source>Not enough memory for buffer %1 (%2 bytes).</source>
        <translation>内存不足，无法分配缓冲区 %1（%2 字节）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="319"/>
        <source>The compiled kernel cannot be loaded: %1</source>
        <translation>无法加载编译好的核函数：%1</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="322"/>
        <source>The kernel uses C++ atomics (std::atomic); use atomicAdd, atomicCAS and the others.</source>
        <translation>核函数使用了 C++ 原子类型（std::atomic）；请使用 atomicAdd、atomicCAS 等函数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="326"/>
        <source>The compiled kernel has no launch function.</source>
        <translation>编译好的核函数没有启动函数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="328"/>
        <source>A block of this kernel uses %1 bytes of shared memory (%2 in __shared__ arrays, %3 dynamic); a block may use at most %4.</source>
        <translation>这个核函数的每个线程块使用 %1 字节共享内存（__shared__ 数组 %2 字节，动态 %3 字节）；一个线程块最多可用 %4 字节。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="332"/>
        <source>The GPU run failed in %1</source>
        <translation>GPU 上的运行失败于 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="334"/>
        <source>The kernel was not run: once its module was loaded, the sandbox could not be completed (a thread started by the module&apos;s own initialisation code can prevent it).</source>
        <translation>核函数没有运行：模块加载之后，沙箱无法完成设置（模块自身初始化代码启动的线程可能导致这种情况）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="337"/>
        <source>--const %1: the file has no __constant__ array named %1 at file scope.</source>
        <translation>--const %1：文件中没有位于文件作用域、名为 %1 的 __constant__ 数组。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprotocol.cpp" line="339"/>
        <source>--const %1 gives %2 bytes, but the __constant__ array %1 holds %3.</source>
        <translation>--const %1 给出了 %2 字节，但 __constant__ 数组 %1 只有 %3 字节。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="154"/>
        <source>Parameter %1 is %2; %3</source>
        <translation>参数 %1 是 %2；%3</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="162"/>
        <source>&apos;%1&apos; is not a whole number.</source>
        <translation>“%1”不是整数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="164"/>
        <source>%1 does not fit in an int (at most 2147483647).</source>
        <translation>%1 超出了 int 的范围（最大 2147483647）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="173"/>
        <source>&apos;%1&apos; is not a whole number of at least 0.</source>
        <translation>“%1”不是不小于 0 的整数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="175"/>
        <source>%1 does not fit in an unsigned int (at most 4294967295).</source>
        <translation>%1 超出了 unsigned int 的范围（最大 4294967295）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="188"/>
        <source>&apos;%1&apos; is not a whole number from %2 to %3.</source>
        <translation>&apos;%1&apos; 不是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="196"/>
        <source>&apos;%1&apos; is not true, false, 1 or 0.</source>
        <translation>&apos;%1&apos; 不是 true、false、1 或 0。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="205"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>“%1”不是数字。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="439"/>
        <source>&apos;%1&apos; is not NAME=TYPE[LENGTH]:INIT or NAME=VALUE.</source>
        <translation>“%1”不是 NAME=TYPE[LENGTH]:INIT 或 NAME=VALUE 的形式。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="449"/>
        <source>--arg %1= has no value.</source>
        <translation>--arg %1= 没有值。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="472"/>
        <source>&apos;%1&apos; in --arg %2 is not an initial value: use zeros, iota, random, random:SEED, const:V or values separated by commas.</source>
        <translation>--arg %2 中的“%1”不是初始值：请用 zeros、iota、random、random:SEED、const:V 或用逗号分隔的数值。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="459"/>
        <source>&apos;%1&apos; in --arg %2 is not an element type: use one of %3.</source>
        <translation>--arg %2 中的 &apos;%1&apos; 不是元素类型：请使用 %3 之一。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="395"/>
        <source>&apos;%1&apos; in --arg %2 is not a length of at least 1 (a number, or numbers multiplied: 16*16*3).</source>
        <translation>--arg %2 中的 &apos;%1&apos; 不是至少为 1 的长度（一个数，或几个数相乘：16*16*3）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="401"/>
        <source>--arg %1 asks for %2 elements, more than the playground&apos;s buffers hold (at most %3 MiB in all).</source>
        <translation>--arg %1 要求 %2 个元素，超过了练习场缓冲区的容量（总共最多 %3 MiB）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="414"/>
        <source>--arg %1 gives %2 values for a buffer of %3.</source>
        <translation>--arg %1 为长度 %3 的缓冲区给了 %2 个值。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="421"/>
        <source>--arg %1 asks for %2 elements (%3 MiB); the playground&apos;s buffers hold at most %4 MiB in all.</source>
        <translation>--arg %1 要求 %2 个元素（%3 MiB）；练习场的缓冲区总共最多 %4 MiB。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="467"/>
        <source>&apos;%1&apos; in --arg %2 is not a finite number: a buffer&apos;s values are finite (write the NaN or infinity in the kernel, e.g. a[0] = nanf(&quot;&quot;)).</source>
        <translation>--arg %2 中的 &apos;%1&apos; 不是有限数：缓冲区的初值必须是有限数（请在核函数中写入 NaN 或无穷大，例如 a[0] = nanf(&quot;&quot;)）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="528"/>
        <source>%1 bytes of dynamic shared memory asked; a block may use at most %2 (48 KiB).</source>
        <translation>请求了 %1 字节的动态共享内存；一个线程块最多可用 %2 字节（48 KiB）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="532"/>
        <source>The time limit must be more than 0 and at most %1 s.</source>
        <translation>时间限制必须大于 0 且不超过 %1 秒。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="590"/>
        <source>Parameter %1 (%2) is a struct of %3 bytes; the playground passes structs of at most %4 bytes (as CUDA before 12.1 did for all parameters): pass a pointer to it instead.</source>
        <translation>参数 %1（%2）是一个 %3 字节的结构体；练习场按值传递的结构体最多 %4 字节（CUDA 12.1 之前所有参数合计的上限）：请改为传递指向它的指针。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="599"/>
        <source>Parameter %1 (%2) is a struct aligned to %3 bytes; the playground passes structs aligned to at most 16: pass a pointer to it instead.</source>
        <translation>参数 %1（%2）是按 %3 字节对齐的结构体；练习场传递的结构体最多按 16 字节对齐：请改为传递指向它的指针。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="609"/>
        <source>Field %1 of %2 has a type the playground cannot set from the launch: a field may be a number or a pointer to a buffer (of float, int ... or a CUDA vector type).</source>
        <translation>%2 的字段 %1 的类型无法由启动配置设置：字段只能是数值，或指向缓冲区的指针（float、int …… 或 CUDA 向量类型）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="622"/>
        <source>Parameter %1 (%2) is a struct: bind each of its fields, %3.</source>
        <translation>参数 %1（%2）是结构体：请逐个绑定它的字段，%3。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="741"/>
        <source>%1 has %2 parameters to the compiler but %3 were read from the source; write each parameter as TYPE NAME.</source>
        <translation>在编译器看来 %1 有 %2 个参数，但从源代码读出 %3 个；请把每个参数写成类型名字的形式。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="673"/>
        <source>Parameter %1 (%2) has a type the launch cannot set: %3</source>
        <translation>参数 %1（%2）的类型无法由启动配置设置：%3</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="679"/>
        <source>Parameter %1 (%2) has no buffer: add --arg %1=%3[LENGTH]:zeros.</source>
        <translation>参数 %1（%2）没有缓冲区：请添加 --arg %1=%3[LENGTH]:zeros。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="681"/>
        <source>Parameter %1 (%2) has no value: add --arg %1=VALUE.</source>
        <translation>参数 %1（%2）没有值：请添加 --arg %1=VALUE。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="543"/>
        <source>Parameter %1 is %2: bind it to a buffer, for example %1=%3[1000]:zeros, not to %4.</source>
        <translation>参数 %1 是 %2：请绑定到一个缓冲区，例如 %1=%3[1000]:zeros，而不是 %4。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="143"/>
        <source>the playground binds pointers to numbers (float*, int*, uchar*, float4* ...), numbers, and structs the file defines whose fields are numbers and such pointers, declared in the struct itself (no base class, nested struct member, function pointer or bit-field).</source>
        <translation>练习场能绑定的是指向数值的指针（float*、int*、uchar*、float4* ……）、数值，以及文件中定义的、字段都是数值和这类指针的结构体，字段要直接声明在结构体里（没有基类、嵌套结构体成员、函数指针或位域）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="518"/>
        <source>The launch has %1 threads; the playground traces at most %2 in every block (--trace all). Launch fewer blocks, or trace a sample of the blocks (--trace sample).</source>
        <translation>本次启动有 %1 个线程；逐块全部追踪时（--trace all）练习场最多追踪 %2 个线程。请减少线程块，或只追踪一部分线程块（--trace sample）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="523"/>
        <source>The launch has %1 threads; the emulator numbers at most %2 threads in one launch. Launch fewer blocks.</source>
        <translation>本次启动有 %1 个线程；模拟器一次启动最多为 %2 个线程编号。请减少线程块。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="548"/>
        <source>Parameter %1 is %2, but its buffer holds %3.</source>
        <translation>参数 %1 是 %2，但它的缓冲区存放的是 %3。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="554"/>
        <location filename="../../core/playground/source/userlaunch.cpp" line="781"/>
        <source>The buffers hold %1 MiB together; the playground&apos;s budget is %2 MiB.</source>
        <translation>缓冲区合计 %1 MiB；练习场的预算是 %2 MiB。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="646"/>
        <location filename="../../core/playground/source/userlaunch.cpp" line="692"/>
        <source>Parameter %1 is %2, a number, not a buffer.</source>
        <translation>参数 %1 是 %2，是一个数字，不是缓冲区。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="755"/>
        <source>The launch has %1 buffers and values (struct fields included); the playground passes at most %2.</source>
        <translation>本次启动有 %1 个缓冲区和数值（含结构体字段）；练习场最多传递 %2 个。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="718"/>
        <source>Parameter %1 (%2) has no field named %3; its fields are %4.</source>
        <translation>参数 %1（%2）没有名为 %3 的字段；它的字段是 %4。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="724"/>
        <source>%1 has no parameter named %2; its parameters are %3.</source>
        <translation>%1 没有名为 %2 的参数；它的参数是 %3。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/userlaunch.cpp" line="776"/>
        <source>--const %1 needs TYPE[LENGTH]:INIT, for example %1=float[16]:const:1.</source>
        <translation>--const %1 需要 TYPE[LENGTH]:INIT，例如 %1=float[16]:const:1。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="31"/>
        <source>shared %1[%2]</source>
        <translation>共享内存 %1[%2]</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="92"/>
        <location filename="../../core/playground/program/userprogram.cpp" line="460"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="92"/>
        <source>line unknown</source>
        <translation>行号未知</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="356"/>
        <source>a thread</source>
        <translation>某个线程</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="50"/>
        <source>its threads were going round a loop (%1): %2 had passed __syncthreads() %3 times in its block. A loop whose condition never becomes false (check that its variable changes each time round: stride &gt;&gt;= 1 changes stride; stride &gt;&gt; 1 computes a value and drops it), or more rounds than the time limit allows.</source>
        <translation>它的线程在一个循环里打转（%1）：%2 在它的线程块中已经经过 __syncthreads() %3 次。这是一个条件永远不会变为假的循环（检查循环变量每一轮是否改变：stride &gt;&gt;= 1 会改变 stride；stride &gt;&gt; 1 只算出一个值然后丢掉），或者轮数超过了时间限制。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="68"/>
        <source>%n thread(s) of its block wait at the __syncthreads() on %1.</source>
        <translation>
            <numerusform>它所在线程块中有 %n 个线程在 %1 的 __syncthreads() 处等待。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="74"/>
        <source>A thread that never reaches the barrier the others wait at hangs a GPU the same way.</source>
        <translation>一个线程永远到不了其他线程正在等待的屏障，在 GPU 上同样会卡住。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="380"/>
        <source>Stack overflow: %1 overflowed its stack (%2): a large local array or deep recursion.</source>
        <translation>栈溢出：%1 的栈溢出了（%2）：局部数组太大或递归太深。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="383"/>
        <source>Illegal memory access: %1 accessed address 0x%2, outside every buffer and far past their guard zones (%3); on a GPU this is an illegal memory access, which ends the program.</source>
        <translation>非法内存访问：%1 访问了地址 0x%2，它不在任何缓冲区内，也远远超出了保护区（%3）；在 GPU 上这是非法内存访问，会终止程序。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="388"/>
        <source>Division by zero: %1 divided an integer by zero (%2).</source>
        <translation>除以零：%1 把一个整数除以了零（%2）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="376"/>
        <location filename="../../core/playground/findings/findingwords.cpp" line="390"/>
        <source>The kernel aborted in %1 (%2): an assert failed, or abort() was called.</source>
        <translation>核函数在 %1 中中止（%2）：断言失败，或者调用了 abort()。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="47"/>
        <source>The kernel did not finish within %1 s and was stopped:</source>
        <translation>核函数在 %1 秒内没有结束，已被停止：</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="61"/>
        <source>%1 was still running, on %2: a loop that never ends (check its condition, and that its variable changes each time round), or more work than the time limit allows.</source>
        <translation>%1 仍在运行，位于 %2：这是一个永不结束的循环（检查它的条件，以及循环变量每一轮是否改变），或者工作量超过了时间限制。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="64"/>
        <source>%1 was running, before any memory access.</source>
        <translation>%1 正在运行，尚未进行任何内存访问。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="367"/>
        <source>The kernel called %1 (%2, %3), which the playground&apos;s sandbox stopped: %4. The run ended there.</source>
        <translation>核函数调用了 %1（%2，%3），被练习场的沙箱拦下：%4。运行到此结束。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="377"/>
        <source>The kernel sent its own process %1 (raise or kill) in %2 (%3); nothing else went wrong.</source>
        <translation>核函数在 %2 中向自己的进程发送了 %1（raise 或 kill）（%3）；除此之外没有出错。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="392"/>
        <source>The kernel crashed in %1 (%2) with signal %3.</source>
        <translation>核函数在 %1 中崩溃（%2），信号 %3。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="328"/>
        <source>Misaligned access (%1): %2 wrote %3 bytes at byte %4 of %5, which is not a multiple of %3; %n access(es) like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</source>
        <translation>
            <numerusform>未对齐的访问（%1）：%2 在 %5 的第 %4 字节处写了 %3 个字节，而 %4 不是 %3 的倍数；同类访问共 %n 次。GPU 只能从其大小整数倍的地址上存取一个值：它会以 “misaligned address” 停止核函数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="332"/>
        <source>Misaligned access (%1): %2 read %3 bytes at byte %4 of %5, which is not a multiple of %3; %n access(es) like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</source>
        <translation>
            <numerusform>未对齐的访问（%1）：%2 在 %5 的第 %4 字节处读了 %3 个字节，而 %4 不是 %3 的倍数；同类访问共 %n 次。GPU 只能从其大小整数倍的地址上存取一个值：它会以 “misaligned address” 停止核函数。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="403"/>
        <source>The kernel did not finish within %1 s and was stopped. It did not answer the runner&apos;s own time limit either: it may have stopped its process (SIGSTOP) or blocked it.</source>
        <translation>核函数在 %1 秒内没有结束，已被停止。它也没有响应运行器自己的时间限制：它可能暂停了自己的进程（SIGSTOP）或把进程阻塞了。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="410"/>
        <source>The kernel made a system call that the playground&apos;s sandbox stops, with its signals blocked (as system() does to start a process), so which call is not known: a kernel can only compute on its arguments. The run ended there.</source>
        <translation>核函数在屏蔽信号的情况下（system() 启动进程时就是这样）发起了练习场沙箱禁止的系统调用，因此无法得知是哪个调用：核函数只能对它的参数进行计算。运行到此结束。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="419"/>
        <source>The kernel runner was killed (SIGKILL) from outside the run: the system may have run out of memory, or another program ended it.</source>
        <translation>核函数运行器被外部终止（SIGKILL）：系统可能内存不足，或者有其他程序结束了它。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="421"/>
        <source>The kernel runner was ended by %1, a signal from outside the run.</source>
        <translation>核函数运行器被来自外部的信号 %1 结束。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="426"/>
        <source>The kernel ended the program (exit() or a similar call) before the launch finished, so nothing came back. Device code cannot end a program on a GPU: return from the kernel instead.</source>
        <translation>核函数在这次启动完成之前结束了程序（exit() 或类似调用），因此没有任何结果返回。在 GPU 上，设备代码不能结束程序：请改为从核函数中 return。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="116"/>
        <source>thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="117"/>
        <source>thread %1 of block %2</source>
        <translation>线程块 %2 的线程 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="130"/>
        <source>Race on %1: %2 and %3 both read it, changed it and wrote it back on %4 (as += or ++ do), so one of the updates is lost. Many threads adding to one element need an atomic: atomicAdd(&amp;%1, ...) reads, adds and writes as one step.</source>
        <translation>%1 上的数据竞争：%2 和 %3 都在 %4 读取、修改并写回了它（+= 或 ++ 就是这样做的），所以有一次更新丢失了。许多线程累加到同一个元素需要原子操作：atomicAdd(&amp;%1, ...) 把读、加、写作为一步完成。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="162"/>
        <source>%1 wrote it (%2) and %3 read it (%4)</source>
        <translation>%1 写了它（%2），%3 读了它（%4）</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="165"/>
        <source>%1 read it (%2) and %3 wrote it (%4)</source>
        <translation>%1 读了它（%2），%3 写了它（%4）</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="168"/>
        <source>%1 wrote it (%2) and %3 wrote it too (%4)</source>
        <translation>%1 写了它（%2），%3 也写了它（%4）</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="178"/>
        <source>Race on %1: %2 and %3 both wrote it on %4: the index there came out as %5 for both, so one overwrites the other. Each element should have one writer: check how the index is computed from threadIdx and blockIdx.</source>
        <translation>%1 上的数据竞争：%2 和 %3 都在 %4 写了它：两者在那里算出的下标都是 %5，所以一个会覆盖另一个。每个元素应该只有一个写入者：检查下标是怎样由 threadIdx 和 blockIdx 算出的。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="189"/>
        <source>Race on %1: %2, lanes of one warp with no __syncwarp() (or a tile&apos;s sync()) between them, so the result depends on which runs first.</source>
        <translation>%1 上的数据竞争：%2，它们是同一个线程束的通道，中间没有 __syncwarp()（或分块的 sync()），所以结果取决于谁先运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="184"/>
        <source>Race on %1: %2, with no __syncthreads() between them, so the result depends on which runs first.</source>
        <translation>%1 上的数据竞争：%2，两者之间没有 __syncthreads()，所以结果取决于谁先运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="145"/>
        <source>The values a race leaves in the emulator can differ from a GPU&apos;s: the emulator runs a block&apos;s threads in an order of its own, a GPU in another each time.</source>
        <translation>数据竞争在模拟器里留下的值可能与 GPU 上的不同：模拟器按自己的顺序运行一个线程块的线程，GPU 每次的顺序都可能不同。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="187"/>
        <source>Race on %1: %2, lanes of the block&apos;s one warp with no __syncthreads() (or __syncwarp()) between them, so the result depends on which runs first.</source>
        <translation>%1 上的数据竞争：%2，它们是该线程块唯一线程束中的通道，中间没有 __syncthreads()（或 __syncwarp()），所以结果取决于谁先运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="193"/>
        <source>(%n more like it.)</source>
        <translation>
            <numerusform>（还有 %n 处类似。）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="217"/>
        <source>Out of bounds (%1): %2 wrote %3, but %4 has %5 elements; %n access(es) like it.</source>
        <translation>
            <numerusform>越界（%1）：%2 写入 %3，但 %4 只有 %5 个元素；类似的访问共 %n 次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="219"/>
        <source>Out of bounds (%1): %2 read %3, but %4 has %5 elements; %n access(es) like it.</source>
        <translation>
            <numerusform>越界（%1）：%2 读取 %3，但 %4 只有 %5 个元素；类似的访问共 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="229"/>
        <source>The index went below 0: check how it is computed.</source>
        <translation>下标小于 0：检查它是怎样计算的。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="231"/>
        <source>A guard such as if (i &lt; n) keeps threads past the end from touching memory.</source>
        <translation>像 if (i &lt; n) 这样的边界检查可以防止超出末尾的线程访问内存。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="234"/>
        <source>A guard such as if (i &lt; n) lets %1 through (it is one of the first %2 threads): check how the index is computed, and the guard of each element if a thread handles several.</source>
        <translation>像 if (i &lt; n) 这样的边界检查会放过 %1（它属于前 %2 个线程）：检查下标是怎样计算的；如果一个线程处理多个元素，还要检查每个元素的边界判断。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="240"/>
        <source>A guard such as if (row &lt; height &amp;&amp; col &lt; width) keeps threads past the end from touching memory; if the kernel has one, check how the index is computed.</source>
        <translation>像 if (row &lt; height &amp;&amp; col &lt; width) 这样的边界检查能让超出末尾的线程不去访问内存；如果核函数已经有了，请检查下标是怎样计算的。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="255"/>
        <source>the block</source>
        <translation>该线程块</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="255"/>
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="285"/>
        <source>block %1</source>
        <translation>线程块 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="257"/>
        <source>Barrier divergence in %1: its threads wait at different __syncthreads() calls (one on %2). Every thread of a block must reach the same __syncthreads(); on a GPU this is undefined and may hang.</source>
        <translation>%1 中的屏障分歧：它的线程在不同的 __syncthreads() 调用处等待（其中一个在 %2）。一个线程块的所有线程都必须到达同一个 __syncthreads()；在 GPU 上这是未定义行为，可能卡住。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="262"/>
        <source>Barrier divergence in %1: %2 of %3 threads wait at the __syncthreads() on %4, but %5 returned without reaching it. A __syncthreads() inside a branch that not every thread takes is undefined on a GPU and may hang.</source>
        <translation>%1 中的屏障分歧：%3 个线程中有 %2 个在 %4 的 __syncthreads() 处等待，但 %5 没有到达它就返回了。放在并非所有线程都会进入的分支里的 __syncthreads() 在 GPU 上是未定义行为，可能卡住。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="288"/>
        <source>Warp shuffle (%1): %2 reads the value of lane %3, which has returned (or does not exist in this block). CUDA leaves the result undefined; the emulator gives the lane its own value. Keep every lane a shuffle reads alive until it: guard the work with if instead of returning early.</source>
        <translation>线程束洗牌（%1）：%2 读取通道 %3 的值，但它已经返回（或在这个线程块中不存在）。CUDA 未定义这种结果；模拟器给这个通道它自己的值。让洗牌要读取的每个通道都活到这次洗牌：用 if 保护要做的工作，而不是提前返回。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="296"/>
        <source>Warp shuffle (%1): %2 reads the value of lane %3, which is not in the call&apos;s mask. CUDA leaves the result undefined; the emulator gives the lane its own value. Every lane a shuffle reads must be in its mask.</source>
        <translation>线程束洗牌（%1）：%2 读取通道 %3 的值，但它不在这次调用的掩码中。CUDA 未定义这种结果；模拟器给这个通道它自己的值。洗牌要读取的每个通道都必须在掩码中。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="303"/>
        <source>Warp call (%1): its mask names lane %2 (%3), which is alive but did not reach this call (it waits at another call or barrier). Every live lane a mask names must make the same call; on a GPU this is undefined and may hang.</source>
        <translation>线程束调用（%1）：它的掩码包含通道 %2（%3），这个通道仍然存活，却没有到达这次调用（它在等另一个调用或屏障）。掩码中每个存活的通道都必须执行同一个调用；在 GPU 上这是未定义的，可能挂起。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="311"/>
        <source>Warp call (%1): %2 is not in the mask it passes. A lane must name itself in the mask of a warp call; on a GPU this is undefined.</source>
        <translation>线程束调用（%1）：%2 不在它自己传入的掩码中。通道必须把自己写进线程束调用的掩码；在 GPU 上这是未定义的。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/findingwords.cpp" line="454"/>
        <source>Texture reference (%1): %2 is a call of texture references, which CUDA 12 removed: nvcc 12 and newer refuses it. The emulator ran it as CUDA 11 did. Write a texture object instead: cudaCreateTextureObject over the same memory, then tex1Dfetch&lt;T&gt;(object, i) or tex2D&lt;T&gt;(object, x, y) in the kernel.</source>
        <translation>纹理引用（%1）：%2 是纹理引用的调用，CUDA 12 已移除纹理引用：nvcc 12 及更新版本拒绝编译它。模拟器按 CUDA 11 的方式运行了它。请改用纹理对象：在同一块内存上调用 cudaCreateTextureObject，然后在核函数中使用 tex1Dfetch&lt;T&gt;(object, i) 或 tex2D&lt;T&gt;(object, x, y)。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="172"/>
        <source>%1: %2 requests, %3 sectors of 32 bytes, %4 per request (%5 if packed)</source>
        <translation>%1：%2 次请求，%3 个 32 字节扇区，每次请求 %4 个（紧凑排列时为 %5 个）</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="180"/>
        <source>Global loads</source>
        <translation>全局内存读取</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="182"/>
        <source>Global stores</source>
        <translation>全局内存写入</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="184"/>
        <source>Shared memory: %1 requests in %2 wavefronts, %3 per request (1.00: no bank conflict)</source>
        <translation>共享内存：%1 次请求，共 %2 个波前，每次请求 %3 个（1.00 表示没有 bank 冲突）</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="194"/>
        <source>Arithmetic: %1 FP32 and %2 FP64 operations, %3 per byte of global traffic</source>
        <translation>算术：%1 次 FP32 运算和 %2 次 FP64 运算，每字节全局内存流量 %3 次</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="198"/>
        <source>Arithmetic: %1 FP32 and %2 FP64 operations</source>
        <translation>算术：%1 次 FP32 运算和 %2 次 FP64 运算</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="205"/>
        <source>%1: store to %2</source>
        <translation>%1：写入 %2</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="205"/>
        <source>%1: load of %2</source>
        <translation>%1：读取 %2</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="207"/>
        <source>  %1 (shared): %2 requests, %3 wavefronts per request</source>
        <translation>  %1（共享内存）：%2 次请求，每次请求 %3 个波前</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="211"/>
        <source>  %1: %2 requests, %3 sectors per request</source>
        <translation>  %1：%2 次请求，每次请求 %3 个扇区</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="219"/>
        <source>The run made %1 memory accesses: the numbers above count every one, but only a run of at most %2 keeps them for the access picture and the thread and warp lists (empty here).</source>
        <translation>这次运行共进行了 %1 次内存访问：上面的数字统计了每一次，但只有不超过 %2 次访问的运行才会保留它们，用于访问图以及线程和线程束列表（这里为空）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="240"/>
        <source>The %1 untraced blocks ran in the fast engine (the same file compiled -O2, without the memory hooks); an access of theirs past a buffer faults in its guard zone and is reported, the first one in each 4 KiB page.</source>
        <translation>其余 %1 个未追踪的线程块在快速引擎中运行（同一文件以 -O2 编译，不带访存钩子）；它们越过缓冲区末尾的访问会在保护区触发故障并被报告，每个 4 KiB 页报告第一个。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="244"/>
        <source>%1 of the %2 untraced blocks ran in the traced module, not in the fast engine:</source>
        <translation>%2 个未追踪的线程块中有 %1 个在追踪模块中运行，而不是在快速引擎中：</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="250"/>
        <source>the file has a static variable (%1), and the fast engine&apos;s copy of the file would hold its own. Without static it runs fast.</source>
        <translation>文件中有一个 static 变量（%1），快速引擎的那份代码会持有它自己的副本。去掉 static 即可快速运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="254"/>
        <source>the fast engine&apos;s build did not load (%1).</source>
        <translation>快速引擎的构建未能加载（%1）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="256"/>
        <source>the launch&apos;s code (%1) is not in the fast engine&apos;s build.</source>
        <translation>这次启动的代码（%1）不在快速引擎的构建中。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="259"/>
        <source>the file&apos;s global variable %1 has the name of a library&apos;s symbol, which the fast engine&apos;s build would take for it. Under another name it runs fast.</source>
        <translation>文件的全局变量 %1 与某个库的符号同名，快速引擎的构建会把它当成那个符号。换个名字，它就能在快速引擎中运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="266"/>
        <source>the file was not built for the fast engine.</source>
        <translation>该文件没有为快速引擎构建。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="274"/>
        <source>Blocks chosen for tracing that ran untraced: %1. Each passed the budget of a traced block (%2 memory accesses) or of one of its threads (%3), the first at global thread %4, and its trace was given up there so that the launch could finish.</source>
        <translation>选来追踪却没有追踪地运行的线程块：%1 个。每个都超过了追踪时一个线程块的预算（%2 次内存访问）或其中一个线程的预算（%3 次），第一个发生在全局线程 %4，它的追踪就在那里放弃，好让这次启动运行完。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="290"/>
        <source>No block&apos;s trace was kept: every block ran, checked only for out-of-bounds accesses; there are no traffic, race or bank-conflict numbers.</source>
        <translation>没有保留任何线程块的追踪：每个线程块都运行了，只检查了越界访问；没有访存流量、数据竞争或 bank 冲突的数字。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="295"/>
        <source>This launch repeats an earlier one (the same kernel, grid, block and shared memory), which was traced: this one traced %1 of %2 blocks (the first, the last, the last along each axis and %3 chosen at random with seed %4), and the numbers above and the findings of races and bank conflicts are theirs. The other blocks ran untraced, checked only for out-of-bounds accesses.</source>
        <translation>这次启动重复了之前的一次启动（相同的核函数、网格、线程块和共享内存），那一次已经追踪过：这一次只追踪了 %2 个线程块中的 %1 个（第一个、最后一个、每个维度上的最后一个，以及用种子 %4 随机选出的 %3 个），上面的数字以及数据竞争和 bank 冲突的发现都只来自它们。其余线程块也运行了，但没有追踪，只检查了越界访问。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="304"/>
        <source>Traced %1 of %2 blocks (the first, the last, the last along each axis and %3 chosen at random with seed %4): the numbers above and the findings of races and bank conflicts are theirs. The other blocks ran untraced, checked only for out-of-bounds accesses.</source>
        <translation>追踪了 %2 个线程块中的 %1 个（第一个、最后一个、每个维度上的最后一个，以及用种子 %4 随机选出的 %3 个）：上面的数字以及数据竞争和 bank 冲突的发现都只来自它们。其余线程块也运行了，但没有追踪，只检查了越界访问。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="311"/>
        <source>Traced %1 of %2 blocks: the first ones until the trace&apos;s budget of %3 accesses was spent, then the last, the last along each axis and %4 chosen at random with seed %5. The numbers above and the findings of races and bank conflicts are theirs; the other blocks ran untraced, checked only for out-of-bounds accesses.</source>
        <translation>追踪了 %2 个线程块中的 %1 个：先是开头的线程块，直到用完 %3 次访问的追踪预算，然后是最后一个、每个维度上的最后一个，以及用种子 %5 随机选出的 %4 个。上面的数字以及数据竞争和 bank 冲突的发现都只来自它们；其余线程块也运行了，但没有追踪，只检查了越界访问。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="321"/>
        <source>No block was traced (--trace none): every block ran, checked only for out-of-bounds accesses; there are no traffic, race or bank-conflict numbers.</source>
        <translation>没有追踪任何线程块（--trace none）：每个线程块都运行了，只检查了越界访问；没有访存流量、数据竞争或 bank 冲突的数字。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="325"/>
        <source>Each traced block made %1 accesses: the arithmetic per byte and a program&apos;s modelled time scale their traffic to all %2 blocks.</source>
        <translation>每个被追踪的线程块都进行了 %1 次访问：每字节运算量和程序的建模时间把它们的流量按比例推到全部 %2 个线程块。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="329"/>
        <source>The traced blocks made from %1 to %2 accesses each, so the blocks are not alike: the arithmetic per byte and a program&apos;s modelled time scale their mean traffic to all %3 blocks, an estimate.</source>
        <translation>被追踪的线程块各自进行了 %1 到 %2 次访问，线程块之间并不相同：每字节运算量和程序的建模时间把它们的平均流量按比例推到全部 %3 个线程块，这只是估计。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="371"/>
        <source>Cannot create the run&apos;s folder in the temporary folder %1: %2. Set TMPDIR to a folder you can write.</source>
        <translation>无法在临时文件夹 %1 中创建这次运行的文件夹：%2。请把 TMPDIR 设为你可以写入的文件夹。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="383"/>
        <source>Cannot write the run&apos;s files in the temporary folder %1: is the disk full? Set TMPDIR to a folder with room.</source>
        <translation>无法在临时文件夹 %1 中写入这次运行的文件：磁盘是否已满？请把 TMPDIR 设为有空间的文件夹。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="600"/>
        <source>[The kernel printed more than %1 KiB: only the first %1 KiB are shown.]</source>
        <translation>[核函数输出超过 %1 KiB：只显示前 %1 KiB。]</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/undefinedsymbol.cpp" line="51"/>
        <source>The kernel calls %1, a function of %2. %3</source>
        <translation>核函数调用了 %1，这是 %2 的函数。%3</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/undefinedsymbol.cpp" line="53"/>
        <source>The kernel calls %1, which is declared but defined nowhere in the file: give the function its body (a __device__ function called by the kernel must be in the same file).</source>
        <translation>核函数调用了 %1，它只有声明，文件里没有定义：请给出函数体（核函数调用的 __device__ 函数必须在同一个文件中）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/undefinedsymbol.cpp" line="66"/>
        <source>The program called %1, a function of %2, and was stopped there (what it printed before is kept). %3</source>
        <translation>程序调用了 %1（%2 的函数），在那里被停止（之前打印的内容已保留）。%3</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/undefinedsymbol.cpp" line="72"/>
        <source>The program called %1, which is declared but defined in none of the files it was built from, and was stopped there (what it printed before is kept). The playground builds the file it runs and the headers that file includes: a function defined in another .cu file must be in a header it includes.</source>
        <translation>程序调用了 %1，它有声明，但构建程序的文件里都没有它的定义，程序在那里被停止（之前打印的内容已保留）。练习场只构建它运行的文件和该文件包含的头文件：定义在另一个 .cu 文件中的函数必须放进它包含的头文件里。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="566"/>
        <location filename="../../core/playground/program/userprogram.cpp" line="476"/>
        <source>The kernel runner failed (exit status %1): %2</source>
        <translation>核函数运行器失败（退出码 %1）：%2</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="494"/>
        <source>One thread (%1) made more than %2 memory accesses, the playground&apos;s budget for one thread, and the run was stopped after its block: the buffers hold a partial result. A loop that runs longer than intended (or one thread doing every thread&apos;s work) does this.</source>
        <translation>一个线程（%1）的内存访问超过了 %2 次，即练习场给单个线程的预算，运行在它所在的线程块之后停止：缓冲区里只有部分结果。循环次数超出预期（或一个线程包办了所有线程的工作）就会这样。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="500"/>
        <source>The kernel made more than %1 memory accesses (or one block more than %2), the playground&apos;s budget for one run, and was stopped after the block that passed it: the buffers hold a partial result. Launch fewer threads or a smaller problem.</source>
        <translation>核函数进行了超过 %1 次内存访问（或某个线程块超过 %2 次），超出了练习场一次运行的预算，已在超出预算的那个线程块之后停止：缓冲区中只是部分结果。请减少线程数或缩小问题规模。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="633"/>
        <source>Not enough memory to analyse this run (the app needs up to %1 MiB for a trace at the playground&apos;s budget): launch fewer threads or a smaller problem, or close other programs.</source>
        <translation>内存不足，无法分析这次运行（按练习场的预算，一次追踪最多需要 %1 MiB）：请启动更少的线程、使用更小的问题规模，或关闭其他程序。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="26"/>
        <source>Line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="26"/>
        <source>A line</source>
        <translation>某一行</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="31"/>
        <source>writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="31"/>
        <source>reads</source>
        <translation>读取</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="38"/>
        <source>Launch %1 (%2, line %3): %4</source>
        <translation>第 %1 次启动（%2，第 %3 行）：%4</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="131"/>
        <source>No device work: nothing to model.</source>
        <translation>没有设备上的工作：无可建模。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="135"/>
        <source>%1 %2 µs (%3 %)</source>
        <translation>%1 %2 µs（%3 %）</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="140"/>
        <source>copies to the device</source>
        <translation>拷贝到设备</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="141"/>
        <source>kernels</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="142"/>
        <source>copies and sets on the device</source>
        <translation>设备上的拷贝和置值</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="143"/>
        <source>copies to the host</source>
        <translation>拷贝回主机</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="144"/>
        <source>Modelled for %1, not measured: %2.</source>
        <translation>按 %1 建模，不是测量：%2。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="150"/>
        <source>Bound by memory</source>
        <translation>受内存限制</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="151"/>
        <source>Bound by FP32 arithmetic</source>
        <translation>受 FP32 算术限制</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="152"/>
        <source>Bound by FP64 arithmetic</source>
        <translation>受 FP64 算术限制</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="154"/>
        <source>%1 sectors of 32 bytes take %2 µs</source>
        <translation>%1 个 32 字节扇区耗时 %2 µs</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="157"/>
        <source>arithmetic not counted (the compiler did not load the cudaviz_flops plugin)</source>
        <translation>未统计算术（编译器未加载 cudaviz_flops 插件）</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="159"/>
        <source>%1 FP32 operations %2 µs</source>
        <translation>%1 次 FP32 运算 %2 µs</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="161"/>
        <source>%1 FP64 operations %2 µs</source>
        <translation>%1 次 FP64 运算 %2 µs</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="163"/>
        <source>%1: %2; plus %3 µs to launch.</source>
        <translation>%1：%2；另加启动 %3 µs。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="164"/>
        <source>Bound by memory, as far as is counted</source>
        <translation>就已统计的部分而言受内存限制</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="174"/>
        <source>%1 %2 %3 (byte %4 of the allocation made at line %5) in host code: %3 is device memory from cudaMalloc, which only kernels and cudaMemcpy can use. On a GPU machine the program ends here with a segmentation fault, and so it ended here. Copy the data back with cudaMemcpy(..., cudaMemcpyDeviceToHost) and read the host copy.</source>
        <translation>%1 在主机代码中 %2 %3（第 %5 行分配的内存中的第 %4 字节）：%3 是 cudaMalloc 分配的设备内存，只有核函数和 cudaMemcpy 能使用它。在有 GPU 的机器上程序会在这里因段错误结束，所以它在这里结束了。请先用 cudaMemcpy(..., cudaMemcpyDeviceToHost) 把数据拷回，再读主机上的副本。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="184"/>
        <source>%1: %2 (global thread %3) %4 host memory: a pointer from malloc, new or a host array was passed to the kernel. A GPU cannot reach it: the kernel fails with cudaErrorIllegalAddress, and every CUDA call after it returns that error. Allocate the array with cudaMalloc and copy the data there with cudaMemcpy.</source>
        <translation>%1：%2（全局线程 %3）%4 主机内存：传给核函数的是 malloc、new 或主机数组得到的指针。GPU 访问不到它：核函数以 cudaErrorIllegalAddress 失败，之后的每个 CUDA 调用都返回这个错误。请用 cudaMalloc 分配数组，再用 cudaMemcpy 把数据拷过去。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="202"/>
        <source>more than %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="212"/>
        <source>%1: %2 of %3 bytes from byte %4 of %5, which has %6 bytes: %7 bytes past its end. CUDA returns cudaErrorInvalidValue and copies nothing. Check the byte count (n * sizeof(float), not n).</source>
        <translation>%1：%2 从 %5 的第 %4 字节起拷贝 %3 字节，而它只有 %6 字节：超出末尾 %7 字节。CUDA 返回 cudaErrorInvalidValue，什么也不拷贝。请检查字节数（是 n * sizeof(float)，不是 n）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="228"/>
        <source>%1 uses %2, which cudaFree released at line %3: CUDA returns cudaErrorInvalidValue. Free an allocation once, after its last use.</source>
        <translation>%1 使用了 %2，而它已在第 %3 行被 cudaFree 释放：CUDA 返回 cudaErrorInvalidValue。每块内存只释放一次，并且在最后一次使用之后。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="231"/>
        <source>%1: %2 uses %3, which cudaFree released at line %4: on a GPU the kernel fails with cudaErrorIllegalAddress. Free an allocation after the last kernel that uses it.</source>
        <translation>%1：%2 使用了 %3，而它已在第 %4 行被 cudaFree 释放：在 GPU 上这个核函数会以 cudaErrorIllegalAddress 失败。请在最后一个使用它的核函数之后再释放。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="241"/>
        <source>%1: %2&lt;&lt;&lt;(%3, %4, %5), (%6, %7, %8)&gt;&gt;&gt; asks for %9 threads per block; a block has at least 1 and at most 1024 threads (blockDim.z at most 64, gridDim.y and .z at most 65535). The kernel does not run: cudaGetLastError() returns cudaErrorInvalidConfiguration.</source>
        <translation>%1：%2&lt;&lt;&lt;(%3, %4, %5), (%6, %7, %8)&gt;&gt;&gt; 要求每个线程块 %9 个线程；一个线程块至少 1 个、最多 1024 个线程（blockDim.z 最多 64，gridDim.y 和 .z 最多 65535）。核函数不会运行：cudaGetLastError() 返回 cudaErrorInvalidConfiguration。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="252"/>
        <source>%1 reads host memory that the cudaMemcpyAsync of line %2 writes, and nothing waited for the copy to finish: call cudaStreamSynchronize (or cudaDeviceSynchronize) first. The emulator copies at once, so the values are right here; on a GPU they may not be.</source>
        <translation>%1 读取了第 %2 行的 cudaMemcpyAsync 正在写入的主机内存，而没有等待拷贝完成：请先调用 cudaStreamSynchronize（或 cudaDeviceSynchronize）。模拟器会立即完成拷贝，所以这里的值是对的；在 GPU 上就不一定了。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="256"/>
        <source>%1 reads %2, managed memory that the kernel launched at line %3 may still be writing: call cudaDeviceSynchronize() after the launch, before the host reads its results. The emulator runs the kernel at once, so the values are right here; on a GPU they may not be.</source>
        <translation>%1 读取了 %2，这是第 %3 行启动的核函数可能仍在写入的托管内存：请在启动之后、主机读取结果之前调用 cudaDeviceSynchronize()。模拟器会立即运行核函数，所以这里的值是对的；在 GPU 上就不一定了。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="266"/>
        <source>%1: %2 was given a pointer of the wrong kind: cuBLAS reads and writes vectors and matrices in device memory (cudaMalloc), and its scalars and results in host memory unless cublasSetPointerMode chose CUBLAS_POINTER_MODE_DEVICE. The routine did nothing; on a GPU its kernel fails.</source>
        <translation>%1：%2 收到的指针种类不对：cuBLAS 在设备内存（cudaMalloc）中读写向量和矩阵，在主机内存中读写标量和结果，除非 cublasSetPointerMode 选了 CUBLAS_POINTER_MODE_DEVICE。这个例程什么也没做；在 GPU 上它的核函数会失败。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="273"/>
        <source>%1: %2 was given a pointer that is not what it needs: device memory from cudaMalloc where the copy&apos;s direction says device, host memory where it says host (or, for cudaFree, the start of a live allocation). CUDA returns cudaErrorInvalidValue.</source>
        <translation>%1：%2 收到的指针不符合要求：拷贝方向说是设备的地方需要 cudaMalloc 分配的设备内存，说是主机的地方需要主机内存（对 cudaFree 来说，需要一块仍有效的分配的起始地址）。CUDA 返回 cudaErrorInvalidValue。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="283"/>
        <source>%1: %2 launches %3 threads, more than the %4 traced in every block (--trace all). The program was stopped there: trace a sample of the blocks (--trace auto or sample), run it with a smaller problem here, or run it on a GPU.</source>
        <translation>%1：%2 启动了 %3 个线程，超过逐块全部追踪（--trace all）时的 %4 个。程序在这里停止：请只追踪一部分线程块（--trace auto 或 sample），在这里用更小的问题规模运行，或在 GPU 上运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="287"/>
        <source>%1: %2 launches %3 threads, more than the %4 the emulator numbers in one launch. The program was stopped there: run it with a smaller problem here, or on a GPU.</source>
        <translation>%1：%2 启动了 %3 个线程，超过模拟器一次启动能编号的 %4 个。程序在这里停止：请在这里用更小的问题规模运行，或在 GPU 上运行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="303"/>
        <source>%1: %5 of %2 bytes while %3 are in use: the emulated device has %4 bytes, half of the memory this machine had free when the run started (at least 256 MiB). It returns cudaErrorMemoryAllocation.</source>
        <translation>%1：在已使用 %3 字节时 %5 了 %2 字节：模拟设备共有 %4 字节，即运行开始时本机空闲内存的一半（至少 256 MiB）。它返回 cudaErrorMemoryAllocation。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="341"/>
        <source>%1: %2 is a call of %3, so the program was stopped there; its kernels still run one by one in kernel mode (cudaviz run --kernel NAME).</source>
        <translation>%1：%2 是 %3 的调用，因此程序在那里被停止；它的核函数仍可在核函数模式下逐个运行（cudaviz run --kernel NAME）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="601"/>
        <source>The program had no folder of its own: this system&apos;s sandbox lacks the namespaces or Landlock that keep its files apart, so it could open no file.</source>
        <translation>程序没有自己的文件夹：本机沙箱缺少隔离其文件所需的命名空间或 Landlock，因此它无法打开任何文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="606"/>
        <source>The program wrote %1 (%2 bytes).</source>
        <translation>程序写出了 %1（%2 字节）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="617"/>
        <source>%1 more files beside it were not given to the program either.</source>
        <translation>另外还有 %1 个旁边的文件也未交给程序。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="610"/>
        <source>%1 (%2 bytes) was not given to the program: its folder holds %3 MiB and %4 of the files beside it, not hidden ones.</source>
        <translation>%1（%2 字节）未交给程序：它的文件夹最多容纳旁边文件中的 %3 MiB、%4 个，且不含隐藏文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="628"/>
        <source>%1 more files the program wrote do not come back either.</source>
        <translation>程序写出的另外 %1 个文件也不会带回。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="622"/>
        <source>%1 (%2 bytes), which the program wrote, does not come back: what comes back holds %3 MiB, and a hidden name or one with control characters is not kept.</source>
        <translation>程序写出的 %1（%2 字节）不会带回：带回的文件最多 %3 MiB，隐藏文件名或含控制字符的文件名不会保留。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="295"/>
        <source>%1: %2 asks for %3 bytes of shared memory per block; a block may have %4 without opting in. The kernel does not run: cudaGetLastError() returns cudaErrorInvalidValue.</source>
        <translation>%1：%2 要求每个线程块 %3 字节的共享内存；不显式申请时一个线程块最多 %4 字节。核函数不会运行：cudaGetLastError() 返回 cudaErrorInvalidValue。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="312"/>
        <source>%1: %3 while %2 allocations are live, the most the emulated device holds: it returns cudaErrorMemoryAllocation. Free what is no longer used.</source>
        <translation>%1：已有 %2 块有效分配时调用 %3，这是模拟设备能容纳的上限：它返回 cudaErrorMemoryAllocation。请释放不再使用的内存。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="321"/>
        <source>%1: %2 runs on OpenBLAS here, and OpenBLAS could not be loaded, so the program was stopped there. Install the Debian package libopenblas0-openmp, or use Run on GPU.</source>
        <translation>%1：%2 在这里由 OpenBLAS 运行，而 OpenBLAS 无法加载，所以程序在这里停止。请安装 Debian 软件包 libopenblas0-openmp，或使用“在 GPU 上运行”。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="334"/>
        <source>%1: %2 was given the address of a kernel the playground cannot launch by address: a template&apos;s instance or an overloaded kernel, whose parameter types it does not know there. Launch it with &lt;&lt;&lt;...&gt;&gt;&gt;, or use Run on GPU.</source>
        <translation>%1：%2 得到的是一个 playground 无法按地址启动的核函数的地址：模板的实例或重载的核函数，在那里无法得知它的参数类型。请用 &lt;&lt;&lt;...&gt;&gt;&gt; 启动它，或使用“在 GPU 上运行”。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="347"/>
        <source>%1: %2 is not emulated, so the program was stopped there. docs/playground.md lists the runtime API the emulator runs; Run on GPU runs the program as it is.</source>
        <translation>%1：%2 没有被模拟，所以程序在这里停止。docs/playground.md 列出了模拟器能运行的运行时 API；“在 GPU 上运行”会按原样运行程序。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="407"/>
        <source>Unknown GPU &apos;%1&apos; for the modelled clock; choose one of %2.</source>
        <translation>建模时钟不认识 GPU“%1”；请从 %2 中选择。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="431"/>
        <source>The kernel runner %1 could not be started.</source>
        <translation>无法启动核函数运行器 %1。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="445"/>
        <source>[The program printed more than %1 KiB: only the first %1 KiB are shown.]</source>
        <translation>[程序输出超过 %1 KiB：只显示前 %1 KiB。]</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="460"/>
        <source>a line of the C library</source>
        <translation>C 库中的某一行</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="462"/>
        <source>The program did not finish within %1 s and was stopped, at %2 of its host code: a loop that never ends, or more work than the time limit allows (--timeout raises it).</source>
        <translation>程序在 %1 秒内没有结束而被停止，停在其主机代码的 %2：可能是一个永不结束的循环，或者工作量超出了时间限制（用 --timeout 放宽）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/userprogram.cpp" line="466"/>
        <source>The program&apos;s host code crashed at %1 (signal %2): a wild pointer, a stack overflow or abort(). It would crash on a GPU machine too.</source>
        <translation>程序的主机代码在 %1 崩溃（信号 %2）：野指针、栈溢出或 abort()。在有 GPU 的机器上它同样会崩溃。</translation>
    </message>
    <message>
        <location filename="../../core/playground/engine/userrun.cpp" line="438"/>
        <location filename="../../core/playground/program/userprogram.cpp" line="479"/>
        <location filename="../../core/playground/program/userprogram.cpp" line="509"/>
        <source>The kernel runner&apos;s result cannot be read.</source>
        <translation>无法读取核函数运行器的结果。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usersource.cpp" line="614"/>
        <source>The source has no __global__ kernel.</source>
        <translation>源代码中没有 __global__ 核函数。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usersource.cpp" line="621"/>
        <source>The source has %1 kernels (%2): name the one to run.</source>
        <translation>源代码中有 %1 个核函数（%2）：请指定要运行的那个。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usersource.cpp" line="630"/>
        <source>The source has no kernel named %1; it has %2.</source>
        <translation>源代码中没有名为 %1 的核函数；它有 %2。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usersource.cpp" line="634"/>
        <source>%1 is not a kernel name with template arguments (such as %2&lt;16&gt; or %2&lt;BM, BN&gt;): only names, numbers, operators and balanced brackets may follow the name.</source>
        <translation>%1 不是带模板参数的核函数名（例如 %2&lt;16&gt; 或 %2&lt;BM, BN&gt;）：名字后面只能跟名字、数字、运算符和成对的括号。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/usersource.cpp" line="641"/>
        <source>%1 is a template (template &lt;%2&gt;): name its arguments too, for example %1&lt;16&gt;.</source>
        <translation>%1 是模板（template &lt;%2&gt;）：请同时写出模板参数，例如 %1&lt;16&gt;。</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="21"/>
        <source>a write to the runner&apos;s result channel (or the exit status of its crash report)</source>
        <translation>对运行器结果通道的写入（或其崩溃报告的退出码）</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="23"/>
        <source>a 32-bit system call (int 0x80)</source>
        <translation>32 位系统调用（int 0x80）</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="25"/>
        <source>an x32 system call</source>
        <translation>x32 系统调用</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="27"/>
        <source>pthread_create once more than the limit</source>
        <translation>超出上限的一次 pthread_create</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="52"/>
        <source>the channel on which the runner sends the run&apos;s result back is the runner&apos;s alone, so a kernel cannot forge what the run reports</source>
        <translation>运行器送回运行结果的通道只属于运行器，所以核函数无法伪造运行报告的内容</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="55"/>
        <source>the playground runs 64-bit code only, and a kernel makes no system calls of its own</source>
        <translation>练习场只运行 64 位代码，核函数不能自行进行系统调用</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="57"/>
        <source>a kernel or a program may start at most %1 threads of the operating system (the emulator&apos;s GPU threads are not those)</source>
        <translation>一个核函数或程序最多只能启动 %1 个操作系统线程（模拟器的 GPU 线程不算在内）</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="61"/>
        <source>the playground&apos;s own handlers report crashes and forbidden calls, and a kernel cannot replace them</source>
        <translation>崩溃和被禁止的调用由练习场自己的处理函数报告，核函数不能替换它们</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="64"/>
        <source>a kernel cannot start programs</source>
        <translation>核函数不能启动程序</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="66"/>
        <source>a kernel cannot start processes</source>
        <translation>核函数不能创建进程</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="68"/>
        <source>a kernel has no network</source>
        <translation>核函数没有网络</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="71"/>
        <source>a kernel cannot write files</source>
        <translation>核函数不能写文件</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="72"/>
        <source>a kernel cannot read files: its input is its arguments</source>
        <translation>核函数不能读文件：它的输入就是它的参数</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="74"/>
        <source>a kernel cannot change files</source>
        <translation>核函数不能修改文件</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="76"/>
        <source>a kernel cannot reach other processes</source>
        <translation>核函数不能访问其他进程</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="78"/>
        <source>a kernel cannot make new machine code</source>
        <translation>核函数不能生成新的机器码</translation>
    </message>
    <message>
        <location filename="../../core/playground/findings/sandboxcall.cpp" line="79"/>
        <source>a kernel can only compute on its arguments</source>
        <translation>核函数只能对它的参数进行计算</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="173"/>
        <source>Line %1: #line is not supported in the playground: findings name the lines of your file as they are.</source>
        <translation>第 %1 行：练习场不支持 #line：发现中给出的就是你文件里原本的行号。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="182"/>
        <source>Line %1: the playground includes files only by a name in quotes or angle brackets (#include &lt;cuda_runtime.h&gt;), not through a macro.</source>
        <translation>第 %1 行：练习场只接受用引号或尖括号写出名字的包含（#include &lt;cuda_runtime.h&gt;），不接受通过宏给出的文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="191"/>
        <source>Line %1: #include &quot;%2&quot; names a file of another folder: the playground&apos;s compiler reads the files of a folder only when that folder is opened (Open Folder… in the Playground, --root FOLDER with cudaviz run).</source>
        <translation>第 %1 行：#include &quot;%2&quot; 指向另一个文件夹中的文件：只有打开了那个文件夹，练习场的编译器才会读取其中的文件（在练习场中用“打开文件夹…”，用 cudaviz run 时加 --root FOLDER）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="197"/>
        <source>Line %1: #include of %2 is refused: the playground&apos;s compiler sees only your file, the files of the folder you opened, the playground&apos;s header and the system&apos;s headers by name, not a path (no leading /, no ..).</source>
        <translation>第 %1 行：拒绝 #include %2：练习场的编译器只看得到你的文件、你打开的文件夹中的文件、练习场的头文件，以及按名字给出（不是路径：不以 / 开头，不含 ..）的系统头文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="252"/>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="385"/>
        <source>Line %1: inline assembly (asm) is not supported in the playground: the emulator runs your kernel as host code, where assembly would be the machine&apos;s own instructions, outside what the playground can check.</source>
        <translation>第 %1 行：练习场不支持内联汇编（asm）：模拟器把你的核函数作为主机代码运行，汇编在那里就是本机自己的指令，超出了练习场能检查的范围。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="261"/>
        <source>Line %1: the attribute %2 is not supported in the playground: its text goes to the assembler as it is.</source>
        <translation>第 %1 行：练习场不支持属性 %2：它的文本会原样交给汇编器。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="309"/>
        <source>Line %1: %2 is not supported in the playground: it turns off the instrumentation through which the emulator sees every memory access, so races and out-of-bounds accesses would go unseen.</source>
        <translation>第 %1 行：练习场不支持 %2：它会关闭插桩，而模拟器正是通过插桩看到每一次内存访问的，这样数据竞争和越界访问就会被漏掉。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="344"/>
        <source>The compiler was asked to read %1: the playground&apos;s compiler sees only your file, the playground&apos;s headers and the system&apos;s headers, by name.</source>
        <translation>编译器被要求读取 %1：练习场的编译器只能按名字看到你的文件、练习场的头文件和系统头文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="356"/>
        <source>Line %1: #%2 is not supported in the playground: its text goes to the assembler as it is.</source>
        <translation>第 %1 行：练习场不支持 #%2：它的文本会原样交给汇编器。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcepolicy.cpp" line="391"/>
        <source>Line %1: the compiled code asks the assembler to read a file or to take text as it is (%2): the playground refuses it.</source>
        <translation>第 %1 行：编译后的代码要求汇编器读取文件或原样接受文本（%2）：练习场拒绝这样做。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="100"/>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="147"/>
        <source>%1, line %2: #include &quot;%3&quot; reaches outside the folder %4, the one the playground&apos;s compiler may read. Open the folder that holds both files: Open Folder… in the Playground, --root %5 with cudaviz run.</source>
        <translation>%1，第 %2 行：#include &quot;%3&quot; 超出了文件夹 %4，即练习场编译器可以读取的文件夹。请打开同时包含这两个文件的文件夹：在练习场中用“打开文件夹…”，用 cudaviz run 时加 --root %5。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="168"/>
        <source>%1, line %2: #include &quot;%3&quot; is not in the folder %4, the one the playground&apos;s compiler may read; %5 has it. Open the folder above that holds both: Open Folder… in the Playground, --root %6 with cudaviz run.</source>
        <translation>%1，第 %2 行：#include &quot;%3&quot; 不在文件夹 %4（练习场编译器可以读取的文件夹）中；%5 才是它。请打开上层同时包含两者的文件夹：在练习场中用“打开文件夹…”，用 cudaviz run 时加 --root %6。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="194"/>
        <source>%1, line %2: the program includes more than %3 files of its folder: the playground compiles a file with at most %3 of them.</source>
        <translation>%1，第 %2 行：程序包含了其文件夹中超过 %3 个文件：练习场编译一个文件时最多带上其中 %3 个。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="206"/>
        <source>%1, line %2: the files the program includes come to more than %3 MiB (%4 bytes with %5): the playground compiles a file with at most %3 MiB of its folder&apos;s files.</source>
        <translation>%1，第 %2 行：程序包含的文件超过 %3 MiB（加上 %5 共 %4 字节）：练习场编译一个文件时最多带上其文件夹中 %3 MiB 的文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="302"/>
        <source>The program&apos;s folder holds more than %1 files or %2 MiB with %3 (a file without main beside it is compiled and linked with it): the playground compiles a program with at most that.</source>
        <translation>加上 %3，程序的文件夹超过 %1 个文件或 %2 MiB（它旁边没有 main 的文件会被编译并与它链接）：练习场编译的程序最多只能有这么多。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcetree.cpp" line="329"/>
        <source>%1 is not a file inside the folder %2.</source>
        <translation>%1 不是文件夹 %2 中的文件。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="41"/>
        <source>%1 is defined over several lines; --define sets a one-line #define.</source>
        <translation>%1 的定义跨越了多行；--define 只能设置写在一行里的 #define。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="75"/>
        <source>--define takes NAME=VALUE with NAME a C identifier, not &apos;%1&apos;.</source>
        <translation>--define 需要 NAME=VALUE，NAME 是一个 C 标识符，而不是“%1”。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="79"/>
        <source>--define %1: the value must be at most %2 characters of digits, letters, spaces and . _ ( ) + - * / % &lt; &gt; ~ &amp; | ^, such as 1000000 or (1 &lt;&lt; 20).</source>
        <translation>--define %1：值最多 %2 个字符，只能由数字、字母、空格和 . _ ( ) + - * / % &lt; &gt; ~ &amp; | ^ 组成，例如 1000000 或 (1 &lt;&lt; 20)。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="96"/>
        <source>Sizes are NAME=VALUE, separated by spaces, not &apos;%1&apos;.</source>
        <translation>规模写成 NAME=VALUE，用空格分隔，而不是“%1”。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="116"/>
        <source>At most %1 --define options.</source>
        <translation>最多 %1 个 --define 选项。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="134"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="139"/>
        <source>--define %1: the file has no #define %1 or const ... %1 = ...; to set, nor any other.</source>
        <translation>--define %1：文件中没有可设置的 #define %1 或 const ... %1 = ...;，也没有其他可设置的名字。</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/sourcedefines.cpp" line="141"/>
        <source>--define %1: the file has no #define %1 or const ... %1 = ...; to set. It defines: %2.</source>
        <translation>--define %1：文件中没有可设置的 #define %1 或 const ... %1 = ...;。它定义的有：%2。</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprogress.cpp" line="33"/>
        <source>Launch %1: block %2 of %3 (%4 %)</source>
        <translation>第 %1 次启动：线程块 %2 / %3（%4 %）</translation>
    </message>
    <message>
        <location filename="../../core/playground/protocol/runprogress.cpp" line="40"/>
        <source>%1, about %2 s left</source>
        <translation>%1，约剩 %2 秒</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="40"/>
        <source>the folder %1 holds no .cu file</source>
        <translation>文件夹 %1 中没有 .cu 文件</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="42"/>
        <source>the folder %1 holds %2 .cu files and none is named %3.cu: name the one to grade so</source>
        <translation>文件夹 %1 中有 %2 个 .cu 文件，但没有一个叫 %3.cu：请把要评分的文件改成这个名字</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="62"/>
        <source>%1 (line %2: %3)</source>
        <translation>%1（第 %2 行：%3）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="178"/>
        <location filename="../../core/playground/grading/classgrade.cpp" line="238"/>
        <source>Not checked: %1</source>
        <translation>未检查：%1</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="210"/>
        <source>%1 is not a folder of submissions</source>
        <translation>%1 不是存放提交的文件夹</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="221"/>
        <source>%1 holds more than %2 submissions: grade it in parts</source>
        <translation>%1 中的提交超过 %2 份：请分批评分</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="226"/>
        <source>%1 holds no submissions (a STUDENT.cu file or a STUDENT folder each)</source>
        <translation>%1 中没有提交（每人一个 STUDENT.cu 文件或 STUDENT 文件夹）</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/classgrade.cpp" line="264"/>
        <source>the reference solution of &apos;%1&apos; does not pass its own exercise: %2</source>
        <translation>“%1”的参考解答通不过它自己的练习：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="48"/>
        <source>%n global load(s)</source>
        <translation>
            <numerusform>%n 次全局读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="49"/>
        <source>%n global store(s)</source>
        <translation>
            <numerusform>%n 次全局写入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="50"/>
        <source>%n global atomic(s)</source>
        <translation>
            <numerusform>%n 次全局原子操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="51"/>
        <source>%n shared-memory read(s)</source>
        <translation>
            <numerusform>%n 次共享内存读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="52"/>
        <source>%n shared-memory write(s)</source>
        <translation>
            <numerusform>%n 次共享内存写入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="53"/>
        <source>%n shared-memory atomic(s)</source>
        <translation>
            <numerusform>%n 次共享内存原子操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="54"/>
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n 次洗牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="55"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n 次投票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="56"/>
        <source>%n warp reduction(s)</source>
        <translation>
            <numerusform>%n 次线程束规约</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="57"/>
        <source>%n __syncwarp()</source>
        <translation>
            <numerusform>%n 次 __syncwarp()</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="76"/>
        <source>The busiest thread (%1) made %2 operations (%3); the reference solution&apos;s busiest thread makes %4 (%5), and this exercise allows %6x that: one thread does work the others should share. Combine in steps that halve the active threads (a tree), or with warp shuffles.</source>
        <translation>最忙的线程（%1）做了 %2 次操作（%3）；参考解答中最忙的线程只做 %4 次（%5），本练习最多允许其 %6 倍：一个线程包揽了本应分给其他线程的工作。请按每步让活跃线程减半的方式合并（树形），或使用线程束洗牌。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="87"/>
        <source>A thread passed %1 __syncthreads(); the reference solution&apos;s pass %2, and this exercise allows %3x that: the steps run one after another where they could run together.</source>
        <translation>有线程经过了 %1 次 __syncthreads()；参考解答的线程只经过 %2 次，本练习最多允许其 %3 倍：本可同时进行的步骤被一个接一个地执行。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="99"/>
        <source>All threads together made %1 operations (%2); the reference solution makes %3 (%4), and this exercise allows %5x that: the same result with far more work (a loop over all elements per element, or a scan that is not work-efficient).</source>
        <translation>所有线程一共做了 %1 次操作（%2）；参考解答只做 %3 次（%4），本练习最多允许其 %5 倍：得到同样的结果却做了多得多的工作（每个元素都遍历全部元素，或不是工作高效的扫描）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="118"/>
        <source>The reference solution combines values with warp shuffles (%1 of them); your kernel made none. Pass values between a warp&apos;s lanes in registers: __shfl_down_sync, __shfl_xor_sync or a __reduce_*_sync.</source>
        <translation>参考解答用线程束洗牌合并数值（共 %1 次）；你的核函数一次也没有用。请在寄存器中于线程束的各通道之间传值：__shfl_down_sync、__shfl_xor_sync 或 __reduce_*_sync。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="124"/>
        <source>The task asks for no shared memory, but the kernel made %1 shared-memory accesses (%2).</source>
        <translation>题目要求不用共享内存，但核函数访问了共享内存 %1 次（%2）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="130"/>
        <source>The task asks for no warp-level calls, but the kernel made %1 (shuffles, votes or warp reductions).</source>
        <translation>题目要求不用线程束级调用，但核函数调用了 %1 次（洗牌、投票或线程束规约）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="140"/>
        <source>shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="140"/>
        <source>global memory</source>
        <translation>全局内存</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="143"/>
        <source>The kernel made %1 atomic operations on %2; the reference solution makes none. Atomics on one address run one after another: give each result one writer, or combine in a tree.</source>
        <translation>核函数做了 %1 次原子操作（%2）；参考解答一次也没有。同一地址上的原子操作只能一个接一个执行：请让每个结果只有一个写入者，或用树形方式合并。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="151"/>
        <source>The kernel made %1 atomic operations on %2; the reference solution makes %3, and this exercise allows %4x that: combine within the block first, then add each block&apos;s result once.</source>
        <translation>核函数做了 %1 次原子操作（%2）；参考解答只做 %3 次，本练习最多允许其 %4 倍：请先在线程块内合并，再把每个线程块的结果加一次。</translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/derivedrules.cpp" line="165"/>
        <source>%1 threads wrote output where the reference solution has %2: several threads write each result, where one should (the others only overwrite it or queue at an atomic).</source>
        <translation>有 %1 个线程写了输出，而参考解答只有 %2 个：每个结果由好几个线程写入，本应只有一个（其他线程只是覆盖它，或在原子操作上排队）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="171"/>
        <source>%n thread(s) wrote output where the reference solution has %1 doing so: a few threads do the work of many. Give each thread its piece.</source>
        <translation>
            <numerusform>只有 %n 个线程写了输出，而参考解答有 %1 个：少数线程做了许多线程的工作。请给每个线程分一份。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/grading/gradereports.cpp" line="99"/>
        <source>Compiles and runs</source>
        <translation>能编译并运行</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/gradereports.cpp" line="115"/>
        <source>Passed on all %n launch(es).</source>
        <translation>
            <numerusform>全部 %n 次启动都通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/gradereports.cpp" line="118"/>
        <source>%1 of %n launch(es) passed. %2</source>
        <translation>
            <numerusform>%n 次启动中通过了 %1 次。%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/gradereports.cpp" line="119"/>
        <source>%1 of %n launch(es) passed; the launches that fail are hidden until the due date.</source>
        <translation>
            <numerusform>%n 次启动中通过了 %1 次；未通过的启动在截止日期之前是隐藏的。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/playground/source/foreignlibrary.cpp" line="86"/>
        <source>a call of CUDA graphs the playground does not have (of graphs it runs stream capture, kernel, host, empty and child-graph nodes, cudaGraphInstantiate and cudaGraphLaunch)</source>
        <translation>playground 没有的 CUDA 图调用（关于图，它运行流捕获、核函数节点、主机节点、空节点和子图节点、cudaGraphInstantiate 与 cudaGraphLaunch）</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/foreignlibrary.cpp" line="93"/>
        <source>3D, layered, cube-map and mipmapped textures and surfaces, which the playground does not have (it has 1D and 2D textures, objects and references, over device memory and CUDA arrays)</source>
        <translation>3D、分层、立方体贴图和 mipmap 纹理以及表面，playground 没有这些（它有 1D 和 2D 纹理，包括纹理对象和纹理引用，基于设备内存和 CUDA 数组）</translation>
    </message>
    <message>
        <location filename="../../core/playground/source/foreignlibrary.cpp" line="102"/>
        <source>The playground emulates CUDA&apos;s runtime, cuBLAS and Thrust, not %1. Run on GPU (with nvcc and a GPU) runs the program as it is; docs/playground.md lists what the emulator runs.</source>
        <translation>练习场模拟 CUDA 的运行时、cuBLAS 和 Thrust，不模拟 %1。“在 GPU 上运行”（需要 nvcc 和 GPU）会按原样运行程序；docs/playground.md 列出了模拟器能运行的内容。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/launchpace.cpp" line="185"/>
        <source>This launch of %1 threads will take about %2 s here, from the last run of this kernel (%3 threads in %4 s).</source>
        <translation>这次启动共 %1 个线程，在本机大约需要 %2 秒（依据这个核函数上一次的运行：%3 个线程用了 %4 秒）。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/launchpace.cpp" line="191"/>
        <source>That is past its time limit of %1 s: raise the limit, or launch fewer threads.</source>
        <translation>这超过了它 %1 秒的时间限制：请提高限制，或启动更少的线程。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/launchpace.cpp" line="202"/>
        <source>The last run of this program with these arguments took %1 s here.</source>
        <translation>这个程序上一次以相同参数运行，在本机用了 %1 秒。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/launchpace.cpp" line="203"/>
        <source>The last run of this program with these arguments ran %1 s here and did not finish.</source>
        <translation>这个程序上一次以相同参数运行，在本机运行了 %1 秒，没有结束。</translation>
    </message>
    <message>
        <location filename="../../core/playground/program/launchpace.cpp" line="208"/>
        <source>That is past this run&apos;s time limit of %1 s: raise the limit, or give it smaller sizes.</source>
        <translation>这超过了本次运行 %1 秒的时间限制：请提高限制，或给它更小的规模。</translation>
    </message>
</context>
<context>
    <name>cvz::PlaygroundPage</name>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="92"/>
        <source>&amp;Run in the emulator</source>
        <translation>在模拟器中运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="93"/>
        <source>Run on &amp;GPU</source>
        <translation>在 GPU 上运行(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="94"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="118"/>
        <source>Examples…</source>
        <translation>示例…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="133"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="137"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="140"/>
        <source>The __global__ function to run; a template needs its arguments, e.g. MatrixMulCUDA&lt;16&gt;.</source>
        <translation>要运行的 __global__ 函数；模板需要写出参数，例如 MatrixMulCUDA&lt;16&gt;。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="166"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="478"/>
        <source>Compile with the host C++ compiler and run every thread in the emulator (Ctrl+Enter).</source>
        <translation>用主机上的 C++ 编译器编译，并在模拟器中运行每个线程（Ctrl+Enter）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="179"/>
        <source>Kernel:</source>
        <translation>核函数：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="379"/>
        <source>%1: press Run to compile it and run every thread.</source>
        <translation>%1：按“运行”编译它并运行每个线程。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="376"/>
        <source>The launch comment of %1: %2</source>
        <translation>%1 的启动注释：%2</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="561"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="587"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="645"/>
        <source>Compiling %1…</source>
        <translation>正在编译 %1…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="565"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="649"/>
        <source>Running every thread in the emulator…</source>
        <translation>正在模拟器中运行每个线程…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="483"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="608"/>
        <source>Compile the same kernel with nvcc, run it on the GPU with the same buffers, and compare every output element with the emulator.</source>
        <translation>用 nvcc 编译同一个核函数，用相同的缓冲区在 GPU 上运行，并把每个输出元素与模拟器比较。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="623"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="653"/>
        <source>Compiling %1 with nvcc…</source>
        <translation>正在用 nvcc 编译 %1…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="628"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="657"/>
        <source>%1 (see Output)</source>
        <translation>%1（见“输出”）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="630"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="661"/>
        <source>Running on the GPU…</source>
        <translation>正在 GPU 上运行…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="677"/>
        <source>Checking: your kernel, then the reference solution…</source>
        <translation>正在检查：先运行你的核函数，再运行参考答案…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="696"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="697"/>
        <source>Compiling…</source>
        <translation>正在编译…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="259"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="724"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="88"/>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="90"/>
        <source>Sizes:</source>
        <translation>规模：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="125"/>
        <source>Whole program: %1</source>
        <translation>完整程序：%1</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="134"/>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="135"/>
        <source>Open a folder of programs (a book&apos;s or a course&apos;s): choose the program to run; the files it includes from the folder open in tabs, and only they are compiled with it.</source>
        <translation>打开一个程序文件夹（一本书或一门课的代码）：选择要运行的程序；它从文件夹中包含的文件会在标签页中打开，编译时也只带上这些文件。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="182"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="184"/>
        <source>The program&apos;s command-line arguments, separated by spaces (&quot;double quotes&quot; keep words together): main gets them as argv[1] ...</source>
        <translation>程序的命令行参数，以空格分隔（&quot;双引号&quot;让几个词保持为一个参数）：main 从 argv[1] 开始得到它们……</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="190"/>
        <source>as written</source>
        <translation>按原样</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="191"/>
        <source>Run the program at another size without editing it: N=1000000 sets #define N or const ... N = ...; to 1000000 for this run (cudaviz run --define). Several: N=1000 M=64.</source>
        <translation>不修改程序就按另一个规模运行：N=1000000 在这次运行中把 #define N 或 “const ... N = ...;” 设为 1000000（cudaviz run --define）。多个：N=1000 M=64。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="201"/>
        <source>&amp;Trace:</source>
        <translation>跟踪(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="378"/>
        <source>%1 is a whole program: press Run to run its main, with CUDA&apos;s runtime emulated.</source>
        <translation>%1 是一个完整程序：按“运行”从它的 main 开始运行，CUDA 运行时被模拟。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="476"/>
        <source>Compile the whole file and run its main, with CUDA&apos;s runtime API emulated and every launch in the emulator (Ctrl+Enter).</source>
        <translation>编译整个文件并运行它的 main，CUDA 运行时 API 被模拟，每次启动都在模拟器中运行（Ctrl+Enter）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="481"/>
        <source>Run the program in the emulator, then build it with nvcc and run it on the GPU: what it printed there follows its output.</source>
        <translation>先在模拟器中运行程序，再用 nvcc 编译并在 GPU 上运行：它在 GPU 上的输出接在其输出之后。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="522"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="523"/>
        <source>every block</source>
        <translation>每个线程块</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="524"/>
        <source>a sample</source>
        <translation>抽样</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="525"/>
        <source>none (fast)</source>
        <translation>不跟踪（最快）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="526"/>
        <source>Which blocks of each launch are traced access by access (cudaviz run --trace). auto: every block while the launch fits the budgets, else a sample. every block: a launch past the budgets is refused. a sample: the first and last blocks, the edges and %1 chosen at random. none: no block traced, fastest. Blocks not traced run too, and an out-of-bounds access stops them at its line.</source>
        <translation>每次启动中哪些线程块被逐次访问地跟踪（cudaviz run --trace）。自动：启动在预算之内时跟踪每个线程块，否则抽样。每个线程块：超出预算的启动会被拒绝。抽样：第一个和最后一个线程块、各边上的线程块，以及随机选出的 %1 个。不跟踪：不跟踪任何线程块，最快。未被跟踪的线程块同样运行，越界访问会让它们停在所在行。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="583"/>
        <source>Sizes: %1</source>
        <translation>规模：%1</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="592"/>
        <source>Running main, every launch in the emulator…</source>
        <translation>正在运行 main，每次启动都在模拟器中…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="732"/>
        <source>nvcc:</source>
        <translation>nvcc：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="774"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="796"/>
        <source>Passed on all %n launch(es): the same result as the reference solution, within every limit.</source>
        <translation>
            <numerusform>在全部 %n 个启动配置上通过：结果与参考解答相同，且满足每项限制。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="801"/>
        <source>Not yet: %1 of %n launch(es) fail, listed under Findings.</source>
        <translation>
            <numerusform>尚未通过：%n 个启动配置中有 %1 个失败，详见“发现的问题”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="809"/>
        <source>compiled before</source>
        <translation>之前已编译</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="809"/>
        <source>compiled in %1 s</source>
        <translation>编译用时 %1 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="811"/>
        <source>%n finding(s): see the marked lines and Findings.</source>
        <translation>
            <numerusform>%n 个发现：见标记的行和“发现”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="814"/>
        <source>%1 threads ran in the emulator and on the GPU: every output element is the same.</source>
        <translation>%1 个线程在模拟器和 GPU 上都运行完毕：每个输出元素都相同。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="819"/>
        <source>%1 threads ran in %2 ms (%3); no findings.</source>
        <translation>%1 个线程用时 %2 毫秒运行完毕（%3）；没有发现问题。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="823"/>
        <source>%1 threads ran in %2 ms (%3), %4 of %5 blocks traced; no findings (see Findings for what was checked).</source>
        <translation>%1 个线程用时 %2 毫秒运行完毕（%3），跟踪了 %5 个线程块中的 %4 个；没有发现问题（检查了什么见“发现”）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="857"/>
        <source>%n finding(s): see the marked lines and Program findings.</source>
        <translation>
            <numerusform>%n 个发现：请看标记的行和“程序的发现”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="859"/>
        <source>main ended with exit status %1; no findings.</source>
        <translation>main 以退出状态 %1 结束；没有发现问题。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="861"/>
        <source>The program did not finish.</source>
        <translation>程序没有结束。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="883"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="925"/>
        <source>Open a CUDA kernel</source>
        <translation>打开 CUDA 核函数</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="883"/>
        <source>CUDA sources (*.cu *.cuh);;All files (*)</source>
        <translation>CUDA 源文件 (*.cu *.cuh);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="894"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="906"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="913"/>
        <source>Open a folder of CUDA programs</source>
        <translation>打开 CUDA 程序文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="907"/>
        <source>%1 holds no .cu file.</source>
        <translation>%1 中没有 .cu 文件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="914"/>
        <source>The program to run (%n .cu file(s) in the folder):</source>
        <translation>
            <numerusform>要运行的程序（文件夹中有 %n 个 .cu 文件）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="938"/>
        <source>%1 is linked with %n other file(s) of its folder without a main, as nvcc *.cu links them; they and the files it includes are in the tabs above the code.</source>
        <translation>
            <numerusform>%1 与其文件夹中另外 %n 个没有 main 的文件链接，与 nvcc *.cu 的做法相同；它们和它包含的文件都在代码上方的标签页中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="943"/>
        <source>%1 includes %n file(s) of its folder, in the tabs above the code.</source>
        <translation>
            <numerusform>%1 包含了其文件夹中的 %n 个文件，见代码上方的标签页。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="957"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="962"/>
        <source>Save %1</source>
        <translation>保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="957"/>
        <source>CUDA sources (*.cu *.cuh *.h)</source>
        <translation>CUDA 源文件 (*.cu *.cuh *.h)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="976"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="982"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="991"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="997"/>
        <source>Save the kernel with its launch</source>
        <translation>保存核函数及其启动配置</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="976"/>
        <source>CUDA sources (*.cu)</source>
        <translation>CUDA 源文件 (*.cu)</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="967"/>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="986"/>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="1006"/>
        <source>Saved %1 with its launch.</source>
        <translation>已保存 %1 及其启动配置。</translation>
    </message>
</context>
<context>
    <name>cvz::PredictPanel</name>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="15"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="16"/>
        <source>Next question</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="17"/>
        <source>Show the thread</source>
        <translation>显示这个线程</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="28"/>
        <source>Your answer: numbers, e.g. 2, 188</source>
        <translation>你的答案：数字，例如 2, 188</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="33"/>
        <source>Move the picture to the thread this question is about.</source>
        <translation>把图示移到这道题所说的线程。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="41"/>
        <source>Work it out from the launch, type the numbers, then check: the app answers with the same arithmetic that draws the picture.</source>
        <translation>根据启动配置算出答案，输入数字，再检查：程序用绘制图示的同一套算术给出答案。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="89"/>
        <source>Questions are asked about the index kernels (vector add, grid-stride, matrix add, 3D): choose one of them.</source>
        <translation>题目针对下标类核函数（向量加法、网格跨步、矩阵加法、三维）：请选择其中之一。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="98"/>
        <location filename="../../ui/mappingview/predictpanel.cpp" line="122"/>
        <source>%1 of %2 right so far.</source>
        <translation>目前答对 %1 / %2 题。</translation>
    </message>
</context>
<context>
    <name>cvz::PredictQuestions</name>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="49"/>
        <source>element (row %1, column %2)</source>
        <translation>元素（第 %1 行，第 %2 列）</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="51"/>
        <source>element (x %1, y %2, z %3)</source>
        <translation>元素（x %1，y %2，z %3）</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="53"/>
        <source>element %1</source>
        <translation>第 %1 号元素</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="73"/>
        <source>Which thread writes %1? Type its %2.</source>
        <translation>哪个线程写 %1？请输入它的 %2。</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="76"/>
        <source>blockIdx %1, threadIdx %2</source>
        <translation>blockIdx %1，threadIdx %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/predictquestions.cpp" line="90"/>
        <source>Which block does %1 belong to? Type its blockIdx (%n number(s)).</source>
        <translation>
            <numerusform>%1 属于哪个线程块？请输入它的 blockIdx（%n 个数字）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="93"/>
        <source>blockIdx %1</source>
        <translation>blockIdx %1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="108"/>
        <source>In which warp of its block is the thread that writes %1? Warps are numbered 0, 1, ... in each block, %2 threads each.</source>
        <translation>写 %1 的线程在它所在线程块的第几个线程束？每个线程块中的线程束从 0, 1, ... 编号，每个线程束 %2 个线程。</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="113"/>
        <source>warp %1</source>
        <translation>线程束 %1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="114"/>
        <source>its index in the block: threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y = %1</source>
        <translation>它在线程块内的编号：threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y = %1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="117"/>
        <source>warp = %1 / %2 = %3</source>
        <translation>线程束 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="127"/>
        <source>How many threads of this launch have no element to write (the guard stops them)?</source>
        <translation>这次启动中有多少个线程没有要写的元素（被边界检查拦下）？</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="128"/>
        <source>There is no guard: how many threads of this launch write past the end of the data?</source>
        <translation>没有边界检查：这次启动中有多少个线程写到了数据末尾之外？</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="130"/>
        <source>%1 threads</source>
        <translation>%1 个线程</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="131"/>
        <source>threads launched: %1</source>
        <translation>启动的线程数：%1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="132"/>
        <source>threads with an element: %1</source>
        <translation>有元素可写的线程数：%1</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="133"/>
        <location filename="../../core/mapping/predictquestions.cpp" line="149"/>
        <source>%1 - %2 = %3</source>
        <translation>%1 - %2 = %3</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="142"/>
        <source>Warps have %1 lanes. How many lanes of each block have no thread at all?</source>
        <translation>每个线程束有 %1 个通道。每个线程块有多少个通道完全没有线程？</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="144"/>
        <source>%1 lanes</source>
        <translation>%1 个通道</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="145"/>
        <source>a block of %1 threads runs %2 warps: %3 lanes</source>
        <translation>%1 个线程的线程块运行 %2 个线程束：%3 个通道</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/predictquestions.cpp" line="179"/>
        <source>Type %n number(s).</source>
        <translation>
            <numerusform>请输入 %n 个数字。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="185"/>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <location filename="../../core/mapping/predictquestions.cpp" line="185"/>
        <source>Not quite: %1.</source>
        <translation>不太对：%1。</translation>
    </message>
</context>
<context>
    <name>cvz::PresentationMode</name>
    <message>
        <location filename="../../ui/presentationmode.cpp" line="37"/>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/presentationmode.cpp" line="43"/>
        <source>Full screen, large fonts, thick lines and high contrast for a projector (Esc leaves)</source>
        <translation>全屏、大字体、粗线条、高对比度，适合投影仪（按 Esc 退出）</translation>
    </message>
</context>
<context>
    <name>cvz::ProgramView</name>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="51"/>
        <source>Save files…</source>
        <translation>保存文件…</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="58"/>
        <source>The launch the Picture, Findings and Memory tabs below show.</source>
        <translation>下方“图示”“发现”“内存”标签页所显示的那次启动。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="61"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="61"/>
        <source>Call</source>
        <translation>调用</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="61"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="61"/>
        <source>Modelled µs</source>
        <translation>建模 µs</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="61"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="68"/>
        <source>The program&apos;s CUDA calls in order; times are modelled for the GPU named above, not measured. Click a row to see its line, a launch to show it below.</source>
        <translation>程序按顺序发出的 CUDA 调用；时间按上面所写的 GPU 建模，不是测量。点击一行可看到它的代码行，点击一次启动可在下方显示它。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="78"/>
        <source>Program output</source>
        <translation>程序输出</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="79"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="80"/>
        <source>Program findings</source>
        <translation>程序的发现</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="84"/>
        <source>Save the files the program wrote into a folder you choose. The program runs in a folder of its own holding a copy of the files beside it, so it changes none of yours.</source>
        <translation>把程序写出的文件保存到你选择的文件夹。程序在自己的文件夹中运行，其中是它旁边文件的副本，因此不会改动你的任何文件。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="91"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="94"/>
        <source>Launch:</source>
        <translation>启动：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="135"/>
        <source>%1: %2 (line %3)</source>
        <translation>%1：%2（第 %3 行）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="136"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="143"/>
        <source>No launch ran.</source>
        <translation>没有运行任何启动。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/programview.cpp" line="157"/>
        <source>main ended with exit status %1 after %2 CUDA calls and %n launch(es).</source>
        <translation>
            <numerusform>main 在 %2 次 CUDA 调用、%n 次启动之后以退出状态 %1 结束。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="160"/>
        <source>The program did not finish: it stopped after %1 CUDA calls (see Program findings).</source>
        <translation>程序没有结束：它在 %1 次 CUDA 调用之后停止（见“程序的发现”）。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="186"/>
        <source>On the GPU (its times measured there):</source>
        <translation>在 GPU 上（时间是在那里测量的）：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="191"/>
        <source>The program ended on the GPU with exit status %1.</source>
        <translation>程序在 GPU 上以退出状态 %1 结束。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="199"/>
        <source>No findings: no host-side CUDA bug, no race, no out-of-bounds access.</source>
        <translation>没有发现问题：没有主机端 CUDA 错误、没有数据竞争、没有越界访问。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="200"/>
        <source>Program findings (%1)</source>
        <translation>程序的发现（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="209"/>
        <source>The program wrote no file. It runs in a folder of its own holding a copy of the files beside it (at most %1 MiB): what it writes there is listed here.</source>
        <translation>程序没有写出文件。它在自己的文件夹中运行，其中是它旁边文件的副本（最多 %1 MiB）：它在那里写出的文件会列在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="214"/>
        <source>Files (%1)</source>
        <translation>文件（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="221"/>
        <source>Save the program&apos;s files into</source>
        <translation>将程序的文件保存到</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="230"/>
        <location filename="../../ui/playgroundview/programview.cpp" line="236"/>
        <source>Save files</source>
        <translation>保存文件</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/programview.cpp" line="231"/>
        <source>%1 already holds %2. Replace them?</source>
        <translation>%1 中已有 %2。要替换吗？</translation>
    </message>
</context>
<context>
    <name>cvz::ResultFile</name>
    <message>
        <location filename="../../core/charts/resultfile.cpp" line="26"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cvz::RunCommand</name>
    <message>
        <location filename="../../cli/runcommand.cpp" line="58"/>
        <source>%1&lt;&lt;&lt;%2, %3&gt;&gt;&gt;: %4 threads in the emulator, %5 ms (compile: %6)</source>
        <translation>%1&lt;&lt;&lt;%2, %3&gt;&gt;&gt;：模拟器中 %4 个线程，%5 毫秒（编译：%6）</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="56"/>
        <source>cached</source>
        <translation>已缓存</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="56"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="65"/>
        <source>%1&lt;&lt;&lt;%2, %3&gt;&gt;&gt;: %4 threads in the emulator, did not finish (compile: %5)</source>
        <translation>%1&lt;&lt;&lt;%2, %3&gt;&gt;&gt;：模拟器中 %4 个线程，未完成（编译：%5）</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="83"/>
        <source>The kernel printed:</source>
        <translation>核函数的输出：</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="85"/>
        <source>No findings: no race, no out-of-bounds access, no divergent barrier.</source>
        <translation>没有发现问题：没有数据竞争、没有越界访问、没有屏障分歧。</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="39"/>
        <source>The program ended with exit status %1 (%2 CUDA calls).</source>
        <translation>程序结束，退出状态 %1（%2 次 CUDA 调用）。</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="42"/>
        <source>The program did not finish (%1 CUDA calls before it stopped).</source>
        <translation>程序没有结束（停止前有 %1 次 CUDA 调用）。</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="44"/>
        <source>Timeline, modelled for %1 (not measured):</source>
        <translation>时间线，按 %1 建模（不是测量）：</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="46"/>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="47"/>
        <source>call</source>
        <translation>调用</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="48"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="49"/>
        <source>modelled µs</source>
        <translation>建模 µs</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="50"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="59"/>
        <source>  ... and %1 more calls, counted but not listed.</source>
        <translation>  …… 另有 %1 次调用，已计数但未列出。</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="66"/>
        <source>Launch %1: %2 (line %3), %4 threads in the emulator, %5 ms</source>
        <translation>第 %1 次启动：%2（第 %3 行），模拟器中 %4 个线程，%5 毫秒</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="69"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="81"/>
        <source>No findings: no host-side CUDA bug, no race, no out-of-bounds access.</source>
        <translation>没有发现问题：没有主机端 CUDA 错误、没有数据竞争、没有越界访问。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/programcommand.cpp" line="84"/>
        <location filename="../../cli/runcommand.cpp" line="88"/>
        <source>%n finding(s):</source>
        <translation>
            <numerusform>%n 个发现：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="91"/>
        <source>On the GPU (its times measured there):</source>
        <translation>在 GPU 上（时间是在那里测量的）：</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="97"/>
        <source>The program ended on the GPU with exit status %1.</source>
        <translation>程序在 GPU 上以退出状态 %1 结束。</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="196"/>
        <source>cudaviz run --save-files: %1</source>
        <translation>cudaviz run --save-files：%1</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="412"/>
        <source>The CUDA source file.</source>
        <translation>CUDA 源文件。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="183"/>
        <source>The __global__ function to run, with template arguments if it has any (needed when the file has several).</source>
        <translation>要运行的 __global__ 函数，如果是模板要带上模板参数（文件中有多个核函数时必须给出）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="186"/>
        <source>gridDim (default 1).</source>
        <translation>gridDim（默认 1）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="187"/>
        <source>blockDim.</source>
        <translation>blockDim。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="189"/>
        <source>Dynamic shared memory per block, in bytes (default 0).</source>
        <translation>每个线程块的动态共享内存，单位字节（默认 0）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="197"/>
        <source>A __constant__ array&apos;s contents before the launch, as cudaMemcpyToSymbol sets them: NAME=TYPE[LENGTH]:INIT.</source>
        <translation>启动前 __constant__ 数组的内容，与 cudaMemcpyToSymbol 的设置方式相同：NAME=TYPE[LENGTH]:INIT。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="204"/>
        <source>Print JSON on one line: buffers, findings, output, times. A buffer of more than %1 elements is a summary (count, min, max, checksum, first and last 8) unless --full-buffers is given.</source>
        <translation>以单行 JSON 输出：缓冲区、发现的问题、输出、时间。超过 %1 个元素的缓冲区只给出摘要（数量、最小值、最大值、校验和、前 8 个和后 8 个），除非给出 --full-buffers。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="207"/>
        <source>Indent the JSON of --json.</source>
        <translation>缩进 --json 输出的 JSON。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="209"/>
        <source>With --json, write every element of every buffer.</source>
        <translation>配合 --json，写出每个缓冲区的每个元素。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="211"/>
        <source>Also compile the kernel with nvcc, run it on the GPU with the same buffers and compare every output element with the emulator (needs a CUDA GPU and nvcc on PATH). A whole program is also compiled with nvcc and run on the GPU, and what it printed there follows.</source>
        <translation>同时用 nvcc 编译核函数，用相同的缓冲区在 GPU 上运行，并把每个输出元素与模拟器比较（需要 CUDA GPU，并且 PATH 中有 nvcc）。完整程序也会用 nvcc 编译并在 GPU 上运行，随后给出它在那里的输出。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="201"/>
        <source>Stop the kernel after this many seconds (default %1).</source>
        <translation>核函数运行超过这么多秒就停止（默认 %1）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="191"/>
        <source>A parameter: a buffer NAME=TYPE[LENGTH]:INIT (TYPE float, int, uint, char, uchar, short, ushort, half, double, longlong or ulonglong; LENGTH a number or a product such as 64*64*3; INIT zeros, iota, random, random:SEED, const:V or values separated by commas) or a number NAME=VALUE (typed from the kernel). A struct passed by value is given field by field: NAME.FIELD=...</source>
        <translation>一个参数：缓冲区 NAME=TYPE[LENGTH]:INIT（TYPE 为 float、int、uint、char、uchar、short、ushort、half、double、longlong 或 ulonglong；LENGTH 为数字或乘积，如 64*64*3；INIT 为 zeros、iota、random、random:SEED、const:V 或以逗号分隔的值），或数值 NAME=VALUE（类型取自核函数）。按值传递的结构体逐个字段给出：NAME.FIELD=...</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="215"/>
        <source>The folder whose files the program may include by a quoted name (#include &quot;../common/book.h&quot;): the compiler gets copies of those it includes, at most %1 files and %2 MiB, and reads nothing else. Default: the file&apos;s own folder. The include/ folders of the file&apos;s folder and of those above it up to FOLDER are searched too.</source>
        <translation>程序可以用带引号的名字包含（#include &quot;../common/book.h&quot;）其中文件的文件夹：编译器得到它所包含文件的副本，最多 %1 个文件、%2 MiB，其他什么也不读。默认：文件自己所在的文件夹。文件所在文件夹及其上层直到 FOLDER 的各个 include/ 文件夹也会被搜索。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="223"/>
        <source>Which blocks of each launch are traced access by access: auto (every block while the launch fits the budgets below, else a sample), all (every block; a launch past the budgets is refused), sample (the first, the last, the last along each axis and %1 chosen at random) or none. Blocks not traced run too, checked only for out-of-bounds accesses. Default: auto.</source>
        <translation>每次启动中哪些线程块被逐次访问地追踪：auto（启动在下面的预算之内时追踪每个线程块，否则追踪一个样本）、all（每个线程块；超出预算的启动被拒绝）、sample（第一个、最后一个、每个维度上的最后一个，以及随机选出的 %1 个）或 none。未被追踪的线程块同样会运行，只检查越界访问。默认：auto。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="230"/>
        <source>Set a size the file defines, without editing it: NAME=VALUE replaces the value of #define NAME or const ... NAME = ...; (so that a program written for 10^8 elements runs at 10^6). Repeat for several names, at most %1.</source>
        <translation>不修改文件就设置它定义的规模：NAME=VALUE 替换 #define NAME 或 “const ... NAME = ...;” 的值（这样为 10^8 个元素写的程序可以按 10^6 运行）。多个名字就重复此选项，最多 %1 个。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="236"/>
        <source>A whole program: save the files it wrote into FOLDER, which must exist (a file of the same name is replaced). A program runs in a folder of its own holding a copy of the files beside it (at most %1 MiB); what it writes stays there unless saved.</source>
        <translation>完整程序：把它写出的文件保存到 FOLDER（该文件夹须已存在，同名文件会被替换）。程序在自己的文件夹中运行，其中是它旁边文件的副本（最多 %1 MiB）；它写出的文件不保存就不会留下。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="242"/>
        <source>A whole program: the GPU its events&apos; times are modelled for, one of %1 (default %2).</source>
        <translation>完整程序：其事件时间按哪种 GPU 建模，%1 之一（默认 %2）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="264"/>
        <source>--define: %1</source>
        <translation>--define：%1</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="276"/>
        <source>--root %1 is not a folder.</source>
        <translation>--root %1 不是文件夹。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="281"/>
        <source>%1 is not inside the folder %2 (--root): give a folder that holds it.</source>
        <translation>%1 不在文件夹 %2（--root）中：请给出包含它的文件夹。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="318"/>
        <source>--save-files %1 is not a folder: create it first.</source>
        <translation>--save-files %1 不是文件夹：请先创建它。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="380"/>
        <source>Compile a CUDA kernel with the host C++ compiler and run it in the block emulator: every thread, every barrier, every memory access. Prints the buffers and the findings (races, out-of-bounds accesses, divergent barriers, timeouts, crashes).
A whole program (a file with main, given without --kernel, --grid, --block or --arg) runs from main, with CUDA&apos;s runtime API emulated (cudaMalloc, cudaMemcpy, &lt;&lt;&lt;...&gt;&gt;&gt;, events, streams in order): prints its output, the timeline of its CUDA calls with times modelled for a GPU (not measured), and the host-side bugs (a device pointer read on the host, a host pointer in a kernel, a copy past an allocation, a use after cudaFree, an invalid launch, a missing synchronise) with the device ones.
A launch written in the file as a comment line &apos;// cudaviz-launch: --grid ... --arg ...&apos; is used; options given here win.
Budgets: a launch of at most %1 threads is traced in every block (a larger one, up to %7 threads, on a sample of its blocks: --trace), %2 MiB of a kernel&apos;s buffers (a program&apos;s device memory: half of the memory this machine has free), %3 memory accesses analysed (%4 in one block, %5 in one thread; the first %6 also kept for the Playground&apos;s picture).
Exit status: 0 ran without findings, 1 ran with findings, 2 bad input or a compile error (also --gpu without a GPU or nvcc, with the reason).</source>
        <translation>用主机 C++ 编译器编译 CUDA 核函数，并在线程块模拟器中运行：每个线程、每个屏障、每次内存访问。输出缓冲区和发现的问题（数据竞争、越界访问、屏障分歧、超时、崩溃）。
完整程序（含 main 的文件，且未给出 --kernel、--grid、--block 或 --arg）从 main 开始运行，CUDA 运行时 API 被模拟（cudaMalloc、cudaMemcpy、&lt;&lt;&lt;...&gt;&gt;&gt;、事件、按顺序执行的流）：输出程序的输出、CUDA 调用的时间线（时间按某个 GPU 建模，不是测量），以及主机端错误（在主机上读取设备指针、核函数中使用主机指针、拷贝超出分配末尾、cudaFree 之后继续使用、无效的启动、缺少同步），连同设备端的问题。
文件中以注释行“// cudaviz-launch: --grid ... --arg ...”写出的启动配置会被使用；这里给出的选项优先。
预算：最多 %1 个线程的启动会追踪每个线程块（更大的启动，最多 %7 个线程，只追踪一部分线程块：见 --trace），核函数的缓冲区 %2 MiB（完整程序的设备内存：本机空闲内存的一半），分析 %3 次内存访问（一个线程块内 %4 次，一个线程内 %5 次；前 %6 次还会保留给练习场的图示）。
退出状态：0 运行且没有发现问题，1 运行且有发现，2 输入有误或编译错误（没有 GPU 或 nvcc 时的 --gpu 也是 2，并说明原因）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="414"/>
        <source>A whole program&apos;s command-line arguments, after -- (cudaviz run prog.cu -- 1000 4): main gets them as argv[1] ..., at most %1 of %2 bytes together.</source>
        <translation>完整程序的命令行参数，写在 -- 之后（cudaviz run prog.cu -- 1000 4）：main 从 argv[1] 开始得到它们……，最多 %1 个、合计 %2 字节。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="425"/>
        <source>give one CUDA source file</source>
        <translation>请给出一个 CUDA 源文件</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="305"/>
        <source>--timeout must be a number of seconds above 0 and at most %1, not &apos;%2&apos;.</source>
        <translation>--timeout 必须是大于 0、最多 %1 的秒数，而不是“%2”。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="439"/>
        <source>the launch comment: %1</source>
        <translation>启动注释：%1</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="450"/>
        <source>--trace must be auto, all, sample or none, not &apos;%1&apos;.</source>
        <translation>--trace 必须是 auto、all、sample 或 none，而不是“%1”。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="454"/>
        <source>arguments after the file are a whole program&apos;s (a file with main, run without a launch); give one CUDA source file</source>
        <translation>文件之后的参数属于完整程序（含 main、不带启动配置运行的文件）；请只给出一个 CUDA 源文件</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="458"/>
        <source>--model-gpu is for a whole program (a file with main, run without --kernel).</source>
        <translation>--model-gpu 只用于完整程序（含 main 的文件，且不带 --kernel 运行）。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="460"/>
        <source>--save-files is for a whole program (a file with main, run without --kernel): a kernel writes no files.</source>
        <translation>--save-files 用于完整程序（含 main 的文件，不带 --kernel 运行）：单个核函数不写文件。</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="467"/>
        <source>give --block (or a launch comment in the file)</source>
        <translation>请给出 --block（或在文件中写启动注释）</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="297"/>
        <location filename="../../cli/runcommand.cpp" line="343"/>
        <source>--gpu: %1</source>
        <translation>--gpu：%1</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="157"/>
        <source>cudaviz run: %1</source>
        <translation>cudaviz run：%1</translation>
    </message>
    <message>
        <location filename="../../cli/programcommand.cpp" line="185"/>
        <location filename="../../cli/runcommand.cpp" line="361"/>
        <source>cudaviz run --gpu: %1</source>
        <translation>cudaviz run --gpu：%1</translation>
    </message>
    <message>
        <location filename="../../cli/runcommand.cpp" line="369"/>
        <source>On the GPU: every output element equals the emulator&apos;s.</source>
        <translation>在 GPU 上：每个输出元素都与模拟器相同。</translation>
    </message>
</context>
<context>
    <name>cvz::RunResultView</name>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="33"/>
        <source>Picture</source>
        <translation>图示</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="45"/>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="46"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="52"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="67"/>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="99"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="79"/>
        <source>Array:</source>
        <translation>数组：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="83"/>
        <source>Threads so far:</source>
        <translation>已运行的线程：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="99"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="126"/>
        <source>Block:</source>
        <translation>线程块：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="128"/>
        <source>Warp:</source>
        <translation>线程束：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="163"/>
        <source>not touched by the %1 traced blocks of %2 (the others ran untraced)</source>
        <translation>%2 个线程块中被追踪的 %1 个没有访问（其余线程块运行了但未被追踪）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="167"/>
        <source>written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="168"/>
        <source>only read</source>
        <translation>只被读取</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="168"/>
        <source>the current thread&apos;s accesses</source>
        <translation>当前线程的访问</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="169"/>
        <source>past the end (out of bounds)</source>
        <translation>超出末尾（越界）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="166"/>
        <source>not touched yet</source>
        <translation>尚未访问</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/runresultview.cpp" line="207"/>
        <source>Passed on all %n launch(es) (%1 of them hidden): every output element matches the reference solution and every rule holds.</source>
        <translation>
            <numerusform>在全部 %n 个启动配置上通过（其中 %1 个是隐藏的）：每个输出元素都与参考解答一致，每条规则都满足。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="226"/>
        <source>The kernel printed:</source>
        <translation>核函数的输出：</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="238"/>
        <source>Line %1 — %2</source>
        <translation>第 %1 行 —— %2</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="244"/>
        <source>No findings: no out-of-bounds access in any block; races and divergent barriers were looked for in the traced blocks only.</source>
        <translation>没有发现问题：所有线程块都没有越界访问；数据竞争和分歧的屏障只在被跟踪的线程块中检查。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="246"/>
        <source>No findings: no race, no out-of-bounds access, no divergent barrier.</source>
        <translation>没有发现问题：没有数据竞争、没有越界访问、没有屏障分歧。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="255"/>
        <source>%1 (shared, %2 elements, one copy per block)</source>
        <translation>%1（共享内存，%2 个元素，每个线程块一份）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="256"/>
        <source>%1 (%2 elements)</source>
        <translation>%1（%2 个元素）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="258"/>
        <source>(the picture shows the first %1)</source>
        <translation>（图示只显示前 %1 个）</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="274"/>
        <source>The kernel did not finish: see Findings.</source>
        <translation>核函数没有运行完：见“发现”。</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="308"/>
        <source>line %1: store to %2</source>
        <translation>第 %1 行：写入 %2</translation>
    </message>
    <message>
        <location filename="../../ui/playgroundview/runresultview.cpp" line="309"/>
        <source>line %1: load of %2</source>
        <translation>第 %1 行：读取 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/runresultview.cpp" line="310"/>
        <source>%1 — %n wavefront(s)</source>
        <translation>
            <numerusform>%1 — %n 个波前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/runresultview.cpp" line="311"/>
        <source>%1 — %n sector(s)</source>
        <translation>
            <numerusform>%1 — %n 个扇区</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::SettingsDialog</name>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="21"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="23"/>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="30"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="33"/>
        <source>&amp;Reset to defaults</source>
        <translation>恢复默认值(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="35"/>
        <source>Forget every saved choice: language, window layout, presentation mode, lesson position</source>
        <translation>忘掉所有保存的选择：语言、窗口布局、演示模式、课程进度</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="39"/>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="40"/>
        <source>Forget every saved setting and return to the defaults? Benchmark results and files are not touched.</source>
        <translation>忘掉所有保存的设置并恢复默认值吗？基准测试结果和文件不受影响。</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="71"/>
        <source>cudaviz is shown in %1.</source>
        <translation>cudaviz 正以 %1 显示。</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="72"/>
        <source>cudaviz will be shown in %1 from its next start (you can restart it now after OK).</source>
        <translation>cudaviz 将从下次启动起以 %1 显示（点“确定”后可以马上重新启动）。</translation>
    </message>
</context>
<context>
    <name>cvz::ShortcutsDialog</name>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="44"/>
        <source>Thread Mapping</source>
        <translation>线程映射</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="45"/>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="46"/>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="47"/>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="48"/>
        <source>First thread, last thread</source>
        <translation>第一个线程，最后一个线程</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="49"/>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="57"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="61"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../../ui/shortcutsdialog.cpp" line="61"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>cvz::TeachingKernels</name>
    <message>
        <location filename="../../core/kernels/teaching/01_vecadd.h" line="27"/>
        <source>Vector add (1D)</source>
        <translation>向量加法（1D）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/01_vecadd.h" line="28"/>
        <location filename="../../core/kernels/teaching/02_grid_stride.h" line="37"/>
        <location filename="../../core/kernels/teaching/12_stencil1d.h" line="67"/>
        <location filename="../../core/kernels/teaching/13_reduce.h" line="67"/>
        <location filename="../../core/kernels/teaching/14_histogram.h" line="64"/>
        <source>n (elements)</source>
        <translation>n（元素数）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/02_grid_stride.h" line="36"/>
        <source>Vector add, grid-stride loop</source>
        <translation>向量加法，网格跨步循环</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/03_matadd.h" line="32"/>
        <source>Matrix add (2D)</source>
        <translation>矩阵加法（2D）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/03_matadd.h" line="33"/>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/03_matadd.h" line="34"/>
        <source>cols</source>
        <translation>列数</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/04_volume3d.h" line="31"/>
        <source>Volume add (3D)</source>
        <translation>体数据加法（3D）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/04_volume3d.h" line="32"/>
        <source>nx (width)</source>
        <translation>nx（宽）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/04_volume3d.h" line="33"/>
        <source>ny (height)</source>
        <translation>ny（高）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/04_volume3d.h" line="34"/>
        <source>nz (depth)</source>
        <translation>nz（深）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/05_matmul_naive.h" line="53"/>
        <source>naive: neighbouring threads (x) read rows of A %1 floats apart: uncoalesced</source>
        <translation>朴素版本：相邻线程（x 方向）读取的 A 的行相隔 %1 个 float：未合并访存</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/05_matmul_naive.h" line="63"/>
        <source>Matmul, naive</source>
        <translation>矩阵乘法，朴素版本</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/05_matmul_naive.h" line="64"/>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="69"/>
        <location filename="../../core/kernels/teaching/07_matmul_tiled.h" line="77"/>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="105"/>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="189"/>
        <source>M (rows of A, C)</source>
        <translation>M（A、C 的行数）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/05_matmul_naive.h" line="66"/>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="71"/>
        <location filename="../../core/kernels/teaching/07_matmul_tiled.h" line="79"/>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="107"/>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="191"/>
        <source>N (columns of B, C)</source>
        <translation>N（B、C 的列数）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/05_matmul_naive.h" line="65"/>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="70"/>
        <location filename="../../core/kernels/teaching/07_matmul_tiled.h" line="78"/>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="106"/>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="190"/>
        <source>K (columns of A)</source>
        <translation>K（A 的列数）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="47"/>
        <source>coalesced: a warp is 32 threads of one row of C; they read 32 neighbouring floats of B (128 bytes) together</source>
        <translation>合并访存：一个线程束是 C 同一行的 32 个线程；它们一起读取 B 中 32 个相邻的 float（128 字节）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="52"/>
        <source>coalesced: with blockDim.x = %1 a warp is %2 rows of %1 threads; each row reads %1 neighbouring floats of B (%3 bytes) together</source>
        <translation>合并访存：blockDim.x = %1 时，一个线程束是 %2 行、每行 %1 个线程；每一行一起读取 B 中 %1 个相邻的 float（%3 字节）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="57"/>
        <source>coalesced: with blockDim.x = %1 a warp covers parts of several rows of C; each part reads neighbouring floats of B together</source>
        <translation>合并访存：blockDim.x = %1 时，一个线程束覆盖 C 中几行的一部分；每一部分一起读取 B 中相邻的 float</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/06_matmul_coalesced.h" line="68"/>
        <source>Matmul, coalesced</source>
        <translation>矩阵乘法，合并访存</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/07_matmul_tiled.h" line="65"/>
        <source>tiled: each global value is loaded once per block and then read %1 times from shared memory</source>
        <translation>分块：每个全局内存中的值每个线程块只加载一次，然后从共享内存读取 %1 次</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/07_matmul_tiled.h" line="75"/>
        <source>Matmul, shared-memory tiles</source>
        <translation>矩阵乘法，共享内存分块</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/07_matmul_tiled.h" line="81"/>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="109"/>
        <source>its threads share the tile loads</source>
        <translation>它的线程共同加载分块</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="91"/>
        <source>this thread computes a 4 x 4 patch of C in registers: 16 sums at once</source>
        <translation>这个线程在寄存器中计算 C 的一个 4 x 4 小块：一次 16 个累加和</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="94"/>
        <source>register blocking: each value read from shared memory feeds 4 multiply-adds</source>
        <translation>寄存器分块：从共享内存读取的每个值参与 4 次乘加</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/08_matmul_tiled_2d.h" line="103"/>
        <source>Matmul, tiles + 4x4 register blocking</source>
        <translation>矩阵乘法，分块 + 4x4 寄存器分块</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="167"/>
        <source>threadIdx.x = %1: warp %2 (row %3, column %4 of the 2 x 4 warps), lane %5 (row %6, column %7 of the warp&apos;s 8 x 4 lanes)</source>
        <translation>threadIdx.x = %1：线程束 %2（2 x 4 个线程束中的第 %3 行、第 %4 列），通道 %5（该线程束 8 x 4 个通道中的第 %6 行、第 %7 列）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="172"/>
        <source>rows %1..%2 and %3..%4, columns %5..%6 and %7..%8 of C: 2 x 2 patches of 4 x 4 sums in registers</source>
        <translation>C 的第 %1..%2 行和第 %3..%4 行、第 %5..%6 列和第 %7..%8 列：寄存器中 2 x 2 个 4 x 4 的累加块</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="177"/>
        <source>warptiling: 4 float4 reads from shared memory feed 64 multiply-adds; the next k-tile is loaded while this one is used</source>
        <translation>线程束分块：从共享内存读取 4 个 float4，供 64 次乘加使用；在使用本 k 分块的同时加载下一个</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="187"/>
        <source>Matmul, warptiling (128x128, float4, double buffering)</source>
        <translation>矩阵乘法，线程束分块（128x128、float4、双缓冲）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/09_matmul_warptiled.h" line="193"/>
        <source>8 warps share the 128 x 128 tile</source>
        <translation>8 个线程束共同计算 128 x 128 的分块</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/10_transpose_naive.h" line="75"/>
        <source>copies A[row0 + j][col] for j = %1, %2, %3, %4 into the tile, then writes C[blockIdx.x * 32 + j][row0 + %5] from column j of the tile</source>
        <translation>把 j = %1、%2、%3、%4 的 A[row0 + j][col] 复制到 tile，然后从 tile 的第 j 列写 C[blockIdx.x * 32 + j][row0 + %5]</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/10_transpose_naive.h" line="87"/>
        <source>naive tile: the 32 lanes of a warp read one column, all in bank j: a 32-way bank conflict</source>
        <translation>朴素 tile：一个线程束的 32 个通道读同一列，全在 bank j：32 路 bank 冲突</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/10_transpose_naive.h" line="96"/>
        <source>Transpose, shared tile (bank conflicts)</source>
        <translation>转置，共享内存 tile（bank 冲突）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/10_transpose_naive.h" line="98"/>
        <location filename="../../core/kernels/teaching/11_transpose_padded.h" line="54"/>
        <source>M (rows of A)</source>
        <translation>M（A 的行数）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/10_transpose_naive.h" line="99"/>
        <location filename="../../core/kernels/teaching/11_transpose_padded.h" line="55"/>
        <source>N (columns of A)</source>
        <translation>N（A 的列数）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/10_transpose_naive.h" line="101"/>
        <location filename="../../core/kernels/teaching/11_transpose_padded.h" line="57"/>
        <source>a block moves one 32 x 32 tile</source>
        <translation>一个块搬运一个 32 x 32 的 tile</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/11_transpose_padded.h" line="43"/>
        <source>padded tile (33 floats a row): the 32 lanes of a warp read 32 different banks</source>
        <translation>填充的 tile（每行 33 个 float）：一个线程束的 32 个通道读 32 个不同的 bank</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/11_transpose_padded.h" line="52"/>
        <source>Transpose, padded shared tile</source>
        <translation>转置，填充的共享内存 tile</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/12_stencil1d.h" line="66"/>
        <source>1D stencil, shared-memory halo</source>
        <translation>一维模板计算，共享内存光环（halo）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/12_stencil1d.h" line="69"/>
        <source>the shared tile holds one block&apos;s elements and its halo</source>
        <translation>共享的 tile 存放一个线程块的元素及其光环（halo）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/12_stencil1d.h" line="71"/>
        <source>1D stencil, radius 3, shared halo: n = 1000, block 128</source>
        <translation>一维模板计算，半径 3，共享光环：n = 1000，线程块 128</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/12_stencil1d.h" line="73"/>
        <source>stencil: the block&apos;s first 3 threads also load the halo, 3 elements on each side; after the barrier every thread reads its 7 inputs from shared memory</source>
        <translation>模板计算：线程块的前 3 个线程还加载光环（halo），两侧各 3 个元素；屏障之后每个线程从共享内存读取它的 7 个输入</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/13_reduce.h" line="66"/>
        <source>Block reduction, shared-memory tree</source>
        <translation>线程块归约，共享内存中的树</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/13_reduce.h" line="69"/>
        <source>the tree halves a power-of-two block&apos;s partial sums</source>
        <translation>树形归约把 2 的幂大小的线程块的部分和逐次减半</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/13_reduce.h" line="71"/>
        <source>Block reduction, tree with sequential addressing: n = 1000</source>
        <translation>线程块归约，顺序寻址的树：n = 1000</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/13_reduce.h" line="73"/>
        <source>reduction: each step halves the threads that add (64, 32, ..., 1); only thread 0 writes the block&apos;s sum</source>
        <translation>归约：每一步把做加法的线程减半（64、32、……、1）；只有线程 0 写出线程块的和</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/14_histogram.h" line="63"/>
        <source>Histogram, private bins + atomics</source>
        <translation>直方图，私有桶 + 原子操作</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/14_histogram.h" line="66"/>
        <source>Histogram, 16 bins, shared-memory atomics: n = 1000, block 64</source>
        <translation>直方图，16 个桶，共享内存原子操作：n = 1000，线程块 64</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/14_histogram.h" line="68"/>
        <source>histogram: counts go to the block&apos;s private bins in shared memory first; after the barrier each block adds its 16 counts to the global bins</source>
        <translation>直方图：计数先进入线程块在共享内存中的私有桶；屏障之后每个线程块把它的 16 个计数加到全局的桶上</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/kernelbase.h" line="47"/>
        <source>C[%1][%2] = sum over k &lt; %3 of A[%1][k] * B[k][%2]  (element %4 of C)</source>
        <translation>C[%1][%2] = 对 k &lt; %3 求和 A[%1][k] * B[k][%2]（C 的第 %4 个元素）</translation>
    </message>
    <message>
        <location filename="../../core/kernels/teaching/kernelbase.h" line="51"/>
        <source>row &lt; M &amp;&amp; col &lt; N is false: this thread writes nothing</source>
        <translation>row &lt; M &amp;&amp; col &lt; N 为假：这个线程什么也不写</translation>
    </message>
</context>
<context>
    <name>cvz::ThreadMapping</name>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="154"/>
        <source>%1 → true: writes element %2</source>
        <translation>%1 → 真：写入第 %2 个元素</translation>
    </message>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="156"/>
        <source>%1 → false: this thread is idle</source>
        <translation>%1 → 假：这个线程空闲</translation>
    </message>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="158"/>
        <source>no guard: writes element %1, outside the data (out of bounds!)</source>
        <translation>没有边界判断：写入第 %1 个元素，超出了数据范围（越界！）</translation>
    </message>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="177"/>
        <source>for (; i &lt; n; i += stride): %1 &lt; %2 is false at once: this thread is idle</source>
        <translation>for (; i &lt; n; i += stride)：%1 &lt; %2 一开始就为假：这个线程空闲</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/threadmapping.cpp" line="179"/>
        <source>for (; i &lt; n; i += stride) visits %n element(s): </source>
        <translation>
            <numerusform>for (; i &lt; n; i += stride) 访问了 %n 个元素：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::ThreadMappingPage</name>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="46"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="72"/>
        <source>Running the kernel in the CPU emulator… %p%</source>
        <translation>正在 CPU 模拟器中运行核函数… %p%</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="113"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="114"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="116"/>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="141"/>
        <source>Cancelled: the picture still shows the previous launch.</source>
        <translation>已取消：图中仍是上一次的启动。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="275"/>
        <source>The picture still shows the last valid launch.</source>
        <translation>图中仍是上一次有效的启动。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="290"/>
        <source>Recording every load and store of %1…</source>
        <translation>正在记录 %1 的每一次加载和存储…</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="314"/>
        <source>%1 threads, %2 idle; %3 write OUT OF BOUNDS: without the guard they corrupt memory or crash the kernel.</source>
        <translation>%1 个线程，%2 个空闲；%3 个越界写入：没有边界判断时，它们会破坏内存或让核函数崩溃。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="319"/>
        <source>%1 threads, %2 of them idle (past the end of the data).</source>
        <translation>%1 个线程，其中 %2 个空闲（超出了数据末尾）。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="323"/>
        <source>A block of %1 threads fills %2 lanes of whole warps (32 each): %3 lanes per block, %4 in all, have no thread (a block size that is a multiple of 32 wastes none).</source>
        <translation>%1 个线程的线程块占用整整 %2 个线程束通道（每个线程束 32 个）：每个线程块有 %3 个通道、一共 %4 个通道没有线程（线程块大小是 32 的倍数时就不会浪费）。</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="349"/>
        <source>Thread %1: blockIdx = %2, threadIdx = %3, warp %4, lane %5</source>
        <translation>线程 %1：blockIdx = %2，threadIdx = %3，线程束 %4，通道 %5</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="457"/>
        <source>%1[%2]: past the end of the array</source>
        <translation>%1[%2]：超出数组末尾</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="458"/>
        <source>%1[%2]: written by thread %3</source>
        <translation>%1[%2]：由线程 %3 写入</translation>
    </message>
    <message>
        <location filename="../../ui/mappingview/threadmappingpage.cpp" line="459"/>
        <source>%1[%2]: no thread writes it</source>
        <translation>%1[%2]：没有线程写它</translation>
    </message>
</context>
<context>
    <name>cvz::TraceCommand</name>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="155"/>
        <source>%1: gridDim %2, blockDim %3; %4 accesses in %5 warp instructions (traced in %6 s)</source>
        <translation>%1：gridDim %2，blockDim %3；%5 条线程束指令中共 %4 次访问（跟踪用时 %6 秒）</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="162"/>
        <source>  %1: %2 requests, %3 sectors (%4 per request; ideal %5), efficiency %6 %</source>
        <translation>  %1：%2 个请求，%3 个扇区（每请求 %4；理想 %5），效率 %6 %</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/tracecommand.cpp" line="170"/>
        <source>; %n lane(s) of them out of bounds, counted: a GPU issues their addresses too</source>
        <translation>
            <numerusform>；其中 %n 个通道越界，已计入：GPU 同样发出它们的地址</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="175"/>
        <source>Global memory (32-byte sectors):</source>
        <translation>全局内存（32 字节扇区）：</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="176"/>
        <source>loads</source>
        <translation>读</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="176"/>
        <source>stores</source>
        <translation>写</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="178"/>
        <source>Shared memory: %1 loads in %2 wavefronts, %3 stores in %4 wavefronts (conflict degree %5)</source>
        <translation>共享内存：%1 个读共 %2 个波前，%3 个写共 %4 个波前（冲突度 %5）</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="322"/>
        <source>By line:</source>
        <translation>按代码行：</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="326"/>
        <source>store</source>
        <translation>写</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="326"/>
        <source>load</source>
        <translation>读</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="329"/>
        <source>%1 requests, %2 wavefronts</source>
        <translation>%1 个请求，%2 个波前</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="332"/>
        <source>%1 requests, %2 sectors/request</source>
        <translation>%1 个请求，每请求 %2 个扇区</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="186"/>
        <source>Races: %1; out-of-bounds accesses: %2; divergent barriers: %3</source>
        <translation>数据竞争：%1；越界访问：%2；分歧屏障：%3</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="192"/>
        <source>  %1 on %2 (%3): thread %4 (line %5) then thread %6 (line %7), %8 times</source>
        <translation>  %2（%3）上的 %1：线程 %4（第 %5 行）之后线程 %6（第 %7 行），共 %8 次</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="194"/>
        <source>shared</source>
        <translation>共享</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="194"/>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="345"/>
        <source>Occupancy on %1: %2 registers (%3), %4 bytes shared (%5): %6 blocks per SM, %7 of %8 warps = %9 %, limited by %10</source>
        <translation>%1 上的占用率：%2 个寄存器（%3），%4 字节共享内存（%5）：每个 SM %6 个块，%8 个线程束中的 %7 个 = %9 %，受限于 %10</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="359"/>
        <source>Occupancy on %1: unknown registers per thread (this build has no GPU module); give --registers N</source>
        <translation>%1 上的占用率：每线程寄存器数未知（此构建没有 GPU 模块）；请给出 --registers N</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="484"/>
        <source>Count the memory traffic of one launch, exactly, by running the kernel in the CPU emulator: 32-byte sectors per warp instruction, shared-memory wavefronts (bank conflicts), races, out-of-bounds accesses, divergent barriers and occupancy. See docs/memory-model.md.
Budget: at most %1 million accesses in all and %2 million in one block.</source>
        <translation>在 CPU 模拟器中运行核函数，精确统计一次启动的内存流量：每条线程束指令的 32 字节扇区、共享内存波前（bank 冲突）、数据竞争、越界访问、分歧屏障和占用率。见 docs/memory-model.md。
预算：总共最多 %1 百万次访问，一个块最多 %2 百万次。</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="500"/>
        <source>With --json: list every warp instruction (at most %1 of them).</source>
        <translation>与 --json 一起：列出每条线程束指令（最多 %1 条）。</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="532"/>
        <source>--per-warp would list about %1 warp instructions; it lists at most %2. Choose a smaller problem.</source>
        <translation>--per-线程束将列出约 %1 条线程束指令；最多列出 %2 条。请选择更小的问题。</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="493"/>
        <source>Architecture for occupancy: sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100 or sm_120 (default sm_90).</source>
        <translation>计算占用率的架构：sm_75、sm_80、sm_86、sm_87、sm_89、sm_90、sm_100 或 sm_120（默认 sm_90）。</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="497"/>
        <source>Registers per thread for occupancy (default: what ptxas gave the kernel).</source>
        <translation>计算占用率用的每线程寄存器数（默认：ptxas 给该核函数的数量）。</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="498"/>
        <source>Print the report as JSON.</source>
        <translation>以 JSON 输出报告。</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="507"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>意外的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="518"/>
        <source>unknown architecture &apos;%1&apos;</source>
        <translation>未知架构 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="429"/>
        <source>--registers must be 1 to %1</source>
        <translation>--registers 必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <location filename="../../cli/tracecommand.cpp" line="525"/>
        <source>--per-warp needs --json</source>
        <translation>--per-线程束需要 --json</translation>
    </message>
</context>
<context>
    <name>cvz::WholeNumber</name>
    <message>
        <location filename="../../core/util/wholenumber.cpp" line="25"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; 不是整数</translation>
    </message>
    <message>
        <location filename="../../core/util/wholenumber.cpp" line="27"/>
        <source>&apos;%1&apos; is too small (at least %2)</source>
        <translation>&apos;%1&apos; 太小（至少 %2）</translation>
    </message>
    <message>
        <location filename="../../core/util/wholenumber.cpp" line="29"/>
        <source>&apos;%1&apos; is too large (at most %2)</source>
        <translation>&apos;%1&apos; 太大（最多 %2）</translation>
    </message>
</context>
</TS>
