<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cvz::AboutText</name>
    <message>
        <location filename="../../ui/abouttext.cpp" line="19"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="30"/>
        <source>Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="31"/>
        <source>Eigen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="32"/>
        <source>CUDA Toolkit (build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="33"/>
        <source>not built with CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="35"/>
        <source>CUDA runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="36"/>
        <source>CUDA driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="37"/>
        <source>cuBLAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="39"/>
        <source>Compiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/abouttext.cpp" line="40"/>
        <source>&lt;h3&gt;cudaviz %1&lt;/h3&gt;&lt;p&gt;See how CUDA threads, blocks and grids map to data, and time real matrix multiplications on the CPU and the GPU.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::AnimationBar</name>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="29"/>
        <source>Play / pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="37"/>
        <source>To the first thread (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="38"/>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="40"/>
        <source>Step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="41"/>
        <source>To the end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="44"/>
        <source>Drag to any point of the launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="49"/>
        <source>Speed: steps per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="51"/>
        <source>Step by thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="52"/>
        <source>Step by warp (32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="53"/>
        <source>Step by block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="64"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/animationbar.cpp" line="89"/>
        <source>%1 of %2 threads done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::Backends</name>
    <message>
        <location filename="../../core/bench/backends.cpp" line="16"/>
        <source>CPU, textbook triple loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="17"/>
        <source>CPU, Eigen (blocked, SIMD, threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="18"/>
        <source>GPU, one thread per element (uncoalesced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="19"/>
        <source>GPU, coalesced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="20"/>
        <source>GPU, shared-memory tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="22"/>
        <source>GPU, tiles + register blocking (4x4 per thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="23"/>
        <source>cuBLAS SGEMM, FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="24"/>
        <source>cuBLAS, TF32 tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/backends.cpp" line="26"/>
        <source>cuBLAS, FP16 inputs, FP32 accumulate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BenchCommand</name>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="36"/>
        <source>Time C = A x B (float32) on the CPU and the GPU, check every result against Eigen, and print a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="39"/>
        <source>Square sizes, e.g. 256,512,1024 (default 64..4096, doubling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="41"/>
        <source>A non-square M x K x N problem, e.g. 1024x512x256 (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="43"/>
        <source>Comma-separated backends (default: cpu-eigen and, with a GPU, gpu-cublas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="44"/>
        <source>Timed runs after the warm-up (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="47"/>
        <source>Keep sampling until the runs add up to this many ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="49"/>
        <source>CPU threads for cpu-eigen (default: all cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="51"/>
        <source>Copy through page-locked host memory (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="52"/>
        <source>Copy from ordinary (pageable) host memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="54"/>
        <source>Which GPU (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="56"/>
        <source>Also write the results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="58"/>
        <source>Also write the results as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="60"/>
        <source>Also draw a chart (.png, .svg or .pdf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="62"/>
        <source>bars (default), stacked, sweep or speedup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="63"/>
        <source>Chart width x height (default 1920x1080).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="70"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="72"/>
        <source>choose --pinned or --pageable, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="93"/>
        <source>--%1 &apos;%2&apos; must be a whole number from %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="109"/>
        <source>unknown chart kind &apos;%1&apos; (choose bars, stacked, sweep or speedup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="112"/>
        <source>--size &apos;%1&apos; is not WxH, e.g. 1920x1080</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/benchcommand.cpp" line="132"/>
        <source>[%1/%2] %3 %4x%5x%6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BenchResult</name>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="89"/>
        <source>%1.%2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="90"/>
        <source>%1.%2 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="148"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="152"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="156"/>
        <source>not a cudaviz result file: it has no &quot;results&quot; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="184"/>
        <source>%1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="191"/>
        <source>%1.backend &apos;%2&apos; is not a known backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="205"/>
        <source>%1.status must be ok, failed or skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchresult.cpp" line="230"/>
        <source>%1 has a size below 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BenchResultsModel</name>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="101"/>
        <source>noisy: IQR is %1% of the median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="114"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="116"/>
        <source>M×K×N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="118"/>
        <source>Median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="120"/>
        <source>IQR ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="122"/>
        <source>GFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="124"/>
        <source>H2D ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="126"/>
        <source>D2H ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="128"/>
        <source>End-to-end ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="130"/>
        <source>Max rel. error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="132"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchresultsmodel.cpp" line="134"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BenchTable</name>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="27"/>
        <source>CPU: %1, %2 threads for cpu-eigen, SIMD %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="32"/>
        <source>GPU: none (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="33"/>
        <source>GPU: %1 (compute capability %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="36"/>
        <source>backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="37"/>
        <source>MxKxN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="38"/>
        <source>median ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="39"/>
        <source>IQR ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="40"/>
        <source>GFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="41"/>
        <source>H2D ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="42"/>
        <source>D2H ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="43"/>
        <source>max rel err</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="44"/>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="45"/>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="50"/>
        <source>noisy: IQR is %1% of the median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchtable.cpp" line="70"/>
        <location filename="../../core/bench/benchtable.cpp" line="74"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BenchmarkPage</name>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="41"/>
        <source>Pinned (page-locked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="42"/>
        <source>Pageable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="44"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="45"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="46"/>
        <source>Save results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="52"/>
        <source>Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="56"/>
        <source>Square sizes N (C = A × B with N×N matrices), separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="58"/>
        <source>optional, e.g. 1024x512x256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="59"/>
        <source>A non-square problem M×K×N: A is M×K, B is K×N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="61"/>
        <source>Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="77"/>
        <source>Timed runs after one warm-up; at least 10 for a trustworthy median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="80"/>
        <source>all cores (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="85"/>
        <source>Sizes N:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="86"/>
        <source>Or M×K×N:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="87"/>
        <source>Samples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="88"/>
        <source>CPU threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="92"/>
        <source>Host memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="93"/>
        <source>GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="125"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="146"/>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="179"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="173"/>
        <source>Cancelled: the runs that finished are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/bench/benchmarkpage.cpp" line="174"/>
        <source>%n run(s) failed: see the Note column.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/bench/benchmarkpage.cpp" line="175"/>
        <source>Done: %n result(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="203"/>
        <source>GPU backends are not offered: no CUDA GPU was found (%1). The CPU backends run as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="205"/>
        <source>not probed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="231"/>
        <source>Enter at least one size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="239"/>
        <source>Tick at least one backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="272"/>
        <source>Running… the first size also computes the cpu-eigen reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="293"/>
        <source>Cancelling after the current sample…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="320"/>
        <source>Save results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="320"/>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="329"/>
        <source>Nothing was written; choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/bench/benchmarkpage.cpp" line="331"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BenchmarkRunner</name>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="29"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="33"/>
        <source>size %1 is out of range: sizes go from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="111"/>
        <source>shape &apos;%1&apos; is not MxKxN (for example 1024x512x256)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="132"/>
        <source>unknown backend &apos;%1&apos; (choose from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="242"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="308"/>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="349"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="252"/>
        <source>wrong result: max relative error %1 exceeds the tolerance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="265"/>
        <source>no CUDA GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="268"/>
        <source>there is no GPU %1 (devices 0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="273"/>
        <source>needs %1 MiB of GPU memory; %2 has %3 MiB free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="311"/>
        <source>the GPU is disabled until cudaviz restarts after an unrecoverable error (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="323"/>
        <source>wrong result: max relative error %1 exceeds the tolerance %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkrunner.cpp" line="352"/>
        <source>%1 x %2 x %3 needs %4 MiB of host memory; %5 MiB are available</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::BlockEmulator</name>
    <message>
        <location filename="../../core/emulator/blockemulator.cpp" line="207"/>
        <source>The trace would hold more than %1 memory accesses; choose a smaller problem.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::ChartCommand</name>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="44"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="48"/>
        <location filename="../../ui/cli/chartcommand.cpp" line="54"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="63"/>
        <source>unknown chart kind &apos;%1&apos; (choose bars, stacked, sweep or speedup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="66"/>
        <source>--size &apos;%1&apos; is not WxH (16 to 16384 each), e.g. 1920x1080</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="68"/>
        <source>--metric &apos;%1&apos; must be time or gflops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="78"/>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="86"/>
        <source>Chart one or more result files from `cudaviz bench --json` (from any machine) as PNG, SVG or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="89"/>
        <source>Result JSON files; each is labelled by its machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="91"/>
        <source>The image to write (.png, .svg, .pdf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="92"/>
        <source>bars (default), stacked, sweep or speedup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="94"/>
        <source>Width x height (default 1920x1080).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="96"/>
        <source>time (default) or gflops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="102"/>
        <source>give at least one result file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/chartcommand.cpp" line="105"/>
        <source>say where to write the chart with -o FILE.png|svg|pdf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::ChartData</name>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="62"/>
        <source>No CUDA GPU found — CPU only. This is expected, not a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="124"/>
        <source>C = A × B: median time per backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="125"/>
        <source>C = A × B: throughput per backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="126"/>
        <source>Median time (ms), whiskers: IQR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="127"/>
        <source>GFLOP/s (from the median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="169"/>
        <source>Where the time goes: copies to the GPU, the kernel, copies back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="198"/>
        <source>Time against size (GPU: end to end, copies included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="199"/>
        <source>GFLOP/s against size (GPU: end to end, copies included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="200"/>
        <source>Time (ms, log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="200"/>
        <source>GFLOP/s (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="239"/>
        <source>Speed-up over cpu-eigen on the same machine (end to end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/charts/chartdata.cpp" line="240"/>
        <source>× faster than cpu-eigen (log)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::ChartExport</name>
    <message>
        <location filename="../../ui/charts/chartexport.cpp" line="52"/>
        <source>cannot export to &apos;%1&apos;: use a .png, .svg or .pdf file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartexport.cpp" line="85"/>
        <source>could not draw the chart for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::ChartFactory</name>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="106"/>
        <source>Problem size (M×K×N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="125"/>
        <source>, log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="164"/>
        <source>H2D copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="165"/>
        <source>kernel / CPU run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="166"/>
        <source>D2H copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="186"/>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="200"/>
        <source>Problem size N (log₂; non-square: (M·K·N)^⅓)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="230"/>
        <source>GPU beats CPU from N ≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartfactory.cpp" line="239"/>
        <source>crossover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::ChartsPage</name>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="27"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="33"/>
        <source>Side by side (bars)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="34"/>
        <source>Copies vs kernel (stacked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="35"/>
        <source>Sweep: against size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="36"/>
        <source>Speed-up over cpu-eigen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="38"/>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="39"/>
        <source>GFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="45"/>
        <source>Open results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="46"/>
        <source>Result files from `cudaviz bench --json` on other machines, charted beside this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="47"/>
        <source>Clear files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="48"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="50"/>
        <source>PNG, SVG or PDF (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="88"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="112"/>
        <source>Not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="127"/>
        <source>Open result files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="127"/>
        <source>cudaviz results (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="139"/>
        <source>Run a benchmark, or open result files, to chart them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="144"/>
        <source>Charting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="159"/>
        <location filename="../../ui/charts/chartspage.cpp" line="179"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="169"/>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="170"/>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="171"/>
        <source>PNG scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="180"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="188"/>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartspage.cpp" line="189"/>
        <source>Export failed: %1. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::CommandLine</name>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="29"/>
        <source>Time matrix multiplications on the CPU and the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="32"/>
        <source>Chart result files as PNG, SVG or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="34"/>
        <source>List CUDA devices (or why there are none) and the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="37"/>
        <source>Show which element every thread of a launch touches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="46"/>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="49"/>
        <source>Run &apos;cudaviz &lt;command&gt; --help&apos; for a command&apos;s options. Without a command, cudaviz opens its window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="77"/>
        <source>cudaviz: see how CUDA threads map to data, and time real matrix multiplications on the CPU and the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="82"/>
        <source>The command to run (see below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="97"/>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/commandline.cpp" line="100"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/devicescommand.cpp" line="15"/>
        <source>List CUDA devices and the CPU, or say why there is no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/devicescommand.cpp" line="17"/>
        <source>Print JSON instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/devicescommand.cpp" line="22"/>
        <source>devices takes no arguments, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::CpuMatmul</name>
    <message>
        <location filename="../../core/bench/cpumatmul.cpp" line="49"/>
        <source>cpu-naive would need about %1 s per run at %2 x %3 x %4; it is skipped above %5 s a run. Use cpu-eigen for large sizes, or a size up to about 800.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::DeviceReport</name>
    <message>
        <location filename="../../core/devicereport.cpp" line="50"/>
        <source>No NVIDIA driver was found (or it is too old for this CUDA runtime), so CUDA cannot run here. Install the NVIDIA driver to use a GPU. [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereport.cpp" line="56"/>
        <source>The NVIDIA driver is installed but reports no CUDA device. Check that the GPU is visible (nvidia-smi) and that CUDA_VISIBLE_DEVICES does not hide it. [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereport.cpp" line="63"/>
        <source>The GPU hit an unrecoverable CUDA error and is disabled until cudaviz restarts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereport.cpp" line="67"/>
        <source>CUDA reported an error while looking for devices: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::DeviceReportFormat</name>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="83"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="84"/>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="85"/>
        <source>Streaming multiprocessors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="86"/>
        <source>Memory (free / total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="87"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="88"/>
        <source>Clock rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="88"/>
        <location filename="../../core/devicereportformat.cpp" line="96"/>
        <source>%1 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="89"/>
        <source>Memory bus width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="89"/>
        <source>%1 bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="90"/>
        <source>Max threads per block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="91"/>
        <source>Max block dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="92"/>
        <source>Max grid dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="93"/>
        <source>Warp size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="94"/>
        <source>Shared memory per block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="95"/>
        <source>L2 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="96"/>
        <source>Memory clock rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="97"/>
        <source>PCI bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="126"/>
        <source>CPU: %1 (%2), %3 logical cores, SIMD %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="132"/>
        <source>No CUDA GPU found - everything runs on the CPU; this is expected on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="133"/>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="136"/>
        <source>CUDA driver %1, runtime %2, cuBLAS %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/devicereportformat.cpp" line="141"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::DeviceTableModel</name>
    <message>
        <location filename="../../ui/devicetablemodel.cpp" line="54"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::DevicesPage</name>
    <message>
        <location filename="../../ui/devicespage.cpp" line="29"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="49"/>
        <source>CUDA devices (GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="53"/>
        <source>Host (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="56"/>
        <source>Ask the CUDA driver again, for example after plugging in an eGPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="59"/>
        <source>Looking for GPUs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="94"/>
        <source>CUDA driver %1 · runtime %2 · cuBLAS %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="112"/>
        <source>%1 logical, %2 physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="113"/>
        <source>%1 logical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="114"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="115"/>
        <source>Architecture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="116"/>
        <source>Cores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="117"/>
        <source>Best SIMD:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/devicespage.cpp" line="118"/>
        <source>Eigen uses:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::EmulatedKernels</name>
    <message>
        <location filename="../../core/emulator/emulatedkernels.cpp" line="93"/>
        <source>%1 needs blockDim %2x%2x1 (its threads share the tile loads), got %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::FormulaPanel</name>
    <message>
        <location filename="../../ui/mapping/formulapanel.cpp" line="38"/>
        <source>Kernel source (the same body runs on the GPU and in the CPU emulator):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::GpuModule</name>
    <message>
        <location filename="../../core/gpumodule.cpp" line="71"/>
        <source>This build of cudaviz has no GPU module: it was configured without CUDA (nvcc not found, or CUDAVIZ_ENABLE_CUDA=OFF). Install the CUDA Toolkit and rebuild to use a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/gpumodule.cpp" line="76"/>
        <source>The GPU module %1 is missing. Rebuild or reinstall cudaviz, or point CUDAVIZ_GPU_MODULE at the module file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/gpumodule.cpp" line="86"/>
        <source>The GPU module could not be loaded: %1. A CUDA library it needs (such as cuBLAS) may be missing; install the CUDA Toolkit runtime libraries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/gpumodule.cpp" line="95"/>
        <source>%1 is not a cudaviz GPU module (it does not export %2). Rebuild cudaviz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/gpumodule.cpp" line="102"/>
        <source>The GPU module speaks interface version %1 but this cudaviz needs version %2: it comes from another build. Rebuild cudaviz so that the app and the module match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::KernelScene</name>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="61"/>
        <source>%1 (shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="117"/>
        <source>this thread computes a 4 x 4 patch of C in registers: 16 sums at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="144"/>
        <source>C[%1][%2] = sum over k &lt; %3 of A[%1][k] * B[k][%2]  (element %4 of C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="150"/>
        <source>row &lt; M &amp;&amp; col &lt; N is false: this thread writes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="159"/>
        <source>this thread loaded %1 values from global memory and %2 from shared memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="161"/>
        <source>register blocking: each value read from shared memory feeds 4 multiply-adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="163"/>
        <source>tiled: each global value is loaded once per block and then read %1 times from shared memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="166"/>
        <source>naive: neighbouring threads (x) read rows of A %1 floats apart: uncoalesced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/kernelscene.cpp" line="168"/>
        <source>coalesced: the 32 threads of a warp read 32 neighbouring floats of B in one transaction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::LaunchConfig</name>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="59"/>
        <source>blockDim.%1 = %2; every dimension of a block needs at least 1 thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="63"/>
        <source>gridDim.%1 = %2; every dimension of a grid needs at least 1 block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="69"/>
        <source>blockDim %1 = %2 threads; a block holds at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="76"/>
        <source>blockDim.%1 = %2; a block is at most %3 threads along %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="84"/>
        <source>gridDim.%1 = %2; a grid is at most %3 blocks along %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="96"/>
        <source>%1 = %2; the problem size must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/launchconfig.cpp" line="121"/>
        <source>the problem has more than %1 elements; choose a smaller size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::LaunchControls</name>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="41"/>
        <source>Guard: if (i &lt; n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="42"/>
        <source>&amp;Fit grid to problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="47"/>
        <source>Vector add (1D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="48"/>
        <source>Vector add, grid-stride loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="49"/>
        <source>Matrix add (2D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="50"/>
        <source>Volume add (3D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="51"/>
        <source>Matmul, naive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="52"/>
        <source>Matmul, coalesced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="53"/>
        <source>Matmul, shared-memory tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="54"/>
        <source>Matmul, tiles + 4x4 register blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="56"/>
        <source>Presets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="61"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="68"/>
        <source>Launch  &lt;&lt;&lt;gridDim, blockDim&gt;&gt;&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="79"/>
        <source>gridDim = ceil(size / blockDim) in every dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="82"/>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="208"/>
        <source>Switch it off to see the threads past the end write where they must not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="186"/>
        <source>n (elements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="189"/>
        <source>rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="189"/>
        <source>cols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="195"/>
        <source>M (rows of A, C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="195"/>
        <source>N (columns of B, C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="195"/>
        <source>K (columns of A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/launchcontrols.cpp" line="209"/>
        <source>This kernel&apos;s guard is part of its loop or its tiles; it cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="33"/>
        <source>cudaviz — CUDA threads, blocks and grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="38"/>
        <source>&amp;Thread Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="40"/>
        <source>&amp;Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="42"/>
        <source>&amp;Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="44"/>
        <source>&amp;Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mainwindow.cpp" line="54"/>
        <source>%n CUDA GPU(s) ready.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="55"/>
        <source>No CUDA GPU: CPU only (expected on machines without an NVIDIA GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="63"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="64"/>
        <source>&amp;Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="66"/>
        <source>Export &amp;results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="67"/>
        <source>&amp;Open results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="69"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="73"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="74"/>
        <source>&amp;Refresh devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="77"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="78"/>
        <source>&amp;About cudaviz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="79"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="85"/>
        <source>About cudaviz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::MapCommand</name>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="78"/>
        <source>kernel %1: gridDim %2, blockDim %3 = %4 threads for %5 elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="83"/>
        <source>%1 active, %2 idle, %3 writing out of bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="95"/>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="97"/>
        <source>OUT OF BOUNDS %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="101"/>
        <source>... %1 more threads (use --json for all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="109"/>
        <source>Show which element every thread of a launch touches, as CUDA computes i = blockIdx.x * blockDim.x + threadIdx.x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="111"/>
        <source>vecadd, matadd, grid-stride or 3d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="114"/>
        <source>gridDim X[,Y[,Z]] (default: fit the problem).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="115"/>
        <source>blockDim X[,Y[,Z]].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="116"/>
        <source>Elements (vecadd, grid-stride).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="117"/>
        <source>Matrix rows (matadd).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="118"/>
        <source>Matrix columns (matadd).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="119"/>
        <source>Volume width (3d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="120"/>
        <source>Volume height (3d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="121"/>
        <source>Volume depth (3d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="123"/>
        <source>Drop the if (i &lt; n) guard: see the bad writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="124"/>
        <source>Print every thread as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="134"/>
        <source>unknown kernel &apos;%1&apos; (choose vecadd, matadd, grid-stride or 3d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="145"/>
        <source>--%1 does not apply to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="157"/>
        <source>%1 needs --%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="160"/>
        <source>--%1 &apos;%2&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="171"/>
        <source>--block &apos;%1&apos; is not X[,Y[,Z]] with whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="175"/>
        <source>--grid &apos;%1&apos; is not X[,Y[,Z]] with whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/cli/mapcommand.cpp" line="180"/>
        <source>%1 threads are too many to list (at most %2); choose a smaller launch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::MappingPresets</name>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="44"/>
        <source>%1 = %2; every matrix dimension must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="53"/>
        <source>%1 x %2 x %3 would record about %4 million memory accesses; the picture follows at most %5 million. Choose smaller matrices (up to about 128 x 128 x 128).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="64"/>
        <source>%1 threads are more than the picture can follow (at most %2); choose a smaller grid or block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="79"/>
        <source>Vector add: n = 1000, block 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="81"/>
        <source>Why if (i &lt; n): n = 1000, block 256, no guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="83"/>
        <source>Tiny: n = 10, one block of 32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="86"/>
        <source>Matrix 100 x 70, block 16 x 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="87"/>
        <source>Grid-stride: n = 10000 with 4 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="89"/>
        <source>3D volume 10 x 9 x 8, block 4 x 4 x 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="91"/>
        <source>One million threads: 4096 blocks x 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="93"/>
        <source>Matmul, naive (uncoalesced): 48 x 48 x 48</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="94"/>
        <source>Matmul, coalesced: 48 x 48 x 48</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/mappingsetup.cpp" line="95"/>
        <source>Matmul, shared-memory tiles: 48 x 48 x 48</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::MappingRenderer</name>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="160"/>
        <source>Grid %1 blocks × block %2 threads = %3 threads (warps of 32 banded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="182"/>
        <source>: %1 elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="184"/>
        <source> + %1 past the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="254"/>
        <source>thread done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="255"/>
        <source>thread to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="256"/>
        <source>idle (guard: i ≥ n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="257"/>
        <source>writes out of bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="258"/>
        <source>element written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="259"/>
        <source>current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/mappingrenderer.cpp" line="260"/>
        <source>read by it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::NoGpuPanel</name>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="28"/>
        <source>No CUDA GPU found — everything runs on the CPU; this is expected on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="40"/>
        <source>Nothing is broken: the CPU side of every comparison still runs, and charts show only the CPU bars. To see a GPU&apos;s numbers, run cudaviz on a machine with an NVIDIA GPU and its driver, or open results saved there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/nogpupanel.cpp" line="56"/>
        <source>Why: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cvz::ThreadMapping</name>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="149"/>
        <source>%1 → true: writes element %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="151"/>
        <source>%1 → false: this thread is idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="153"/>
        <source>no guard: writes element %1, outside the data (out of bounds!)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/mapping/threadmapping.cpp" line="168"/>
        <source>for (; i &lt; n; i += stride): %1 &lt; %2 is false at once: this thread is idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/threadmapping.cpp" line="172"/>
        <source>for (; i &lt; n; i += stride) visits %n element(s): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::ThreadMappingPage</name>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="54"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="66"/>
        <source>Running the kernel in the CPU emulator… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="114"/>
        <source>Cancelled: the picture still shows the previous launch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="167"/>
        <source>The picture still shows the last valid launch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="187"/>
        <source>Recording every load and store of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="207"/>
        <source>%1 threads, %2 idle; %3 write OUT OF BOUNDS: without the guard they corrupt memory or crash the kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="212"/>
        <source>%1 threads, %2 of them idle (past the end of the data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="227"/>
        <source>Thread %1: blockIdx %2, threadIdx %3, warp %4, lane %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="290"/>
        <source>%1[%2]: past the end of the array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="291"/>
        <source>%1[%2]: written by thread %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mapping/threadmappingpage.cpp" line="292"/>
        <source>%1[%2]: no thread writes it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
