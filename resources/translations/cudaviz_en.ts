<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>cvz::BenchCommand</name>
    <message numerus="yes">
        <location filename="../../cli/benchcommand.cpp" line="239"/>
        <source>interrupted: %n result(s) finished before the stop are above</source>
        <translation>
            <numerusform>interrupted: %n result finished before the stop is above</numerusform>
            <numerusform>interrupted: %n results finished before the stop are above</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::BenchTable</name>
    <message numerus="yes">
        <location filename="../../core/bench/benchtable.cpp" line="57"/>
        <source>its %n thread(s) got %1% of their cores</source>
        <translation>
            <numerusform>its %n thread got %1% of its core</numerusform>
            <numerusform>its %n threads got %1% of their cores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::BenchmarkPage</name>
    <message numerus="yes">
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="215"/>
        <source>%n run(s) failed: see the Note column.</source>
        <translation>
            <numerusform>%n run failed: see the Note column.</numerusform>
            <numerusform>%n runs failed: see the Note column.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/benchview/benchmarkpage.cpp" line="216"/>
        <source>Done: %n result(s).</source>
        <translation>
            <numerusform>Done: %n result.</numerusform>
            <numerusform>Done: %n results.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::ChartData</name>
    <message numerus="yes">
        <location filename="../../core/charts/chartdata.cpp" line="336"/>
        <source>Dashed outline or ring: %n noisy result(s) (wide spread or busy cores).</source>
        <translation>
            <numerusform>Dashed outline or ring: %n noisy result (wide spread or busy cores).</numerusform>
            <numerusform>Dashed outline or ring: %n noisy results (wide spread or busy cores).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::DeviceReport</name>
    <message numerus="yes">
        <location filename="../../core/device/devicereport.cpp" line="178"/>
        <source>%n CUDA device(s) found, but none can run work now. %1</source>
        <translation>
            <numerusform>%n CUDA device found, but it cannot run work now. %1</numerusform>
            <numerusform>%n CUDA devices found, but none can run work now. %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::ExerciseCommand</name>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="99"/>
        <source>Checked on this launch and %n hidden one(s).</source>
        <translation>
            <numerusform>Checked on this launch and %n hidden one.</numerusform>
            <numerusform>Checked on this launch and %n hidden ones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="176"/>
        <source>Passed on all %n launch(es): every output element matches the reference solution and every rule holds.</source>
        <translation>
            <numerusform>Passed on its %n launch: every output element matches the reference solution and every rule holds.</numerusform>
            <numerusform>Passed on all %n launches: every output element matches the reference solution and every rule holds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="214"/>
        <source>%1: ok, exercise &apos;%2&apos;, its solution passes on %n launch(es)</source>
        <translation>
            <numerusform>%1: ok, exercise &apos;%2&apos;, its solution passes on %n launch</numerusform>
            <numerusform>%1: ok, exercise &apos;%2&apos;, its solution passes on %n launches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisecommand.cpp" line="318"/>
        <source>&apos;%1&apos; with %n argument(s) is not list, show ID, check ID FILE.cu, validate FILE.json or grade DIR</source>
        <translation>
            <numerusform>&apos;%1&apos; with %n argument is not list, show ID, check ID FILE.cu, validate FILE.json or grade DIR</numerusform>
            <numerusform>&apos;%1&apos; with %n arguments is not list, show ID, check ID FILE.cu, validate FILE.json or grade DIR</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisegrade.cpp" line="81"/>
        <source>Graded %n submission(s) of &apos;%1&apos; in %2 s (--jobs %3): %4 passed, %5 not yet, %6 not checked (did not compile or no file).</source>
        <translation>
            <numerusform>Graded %n submission of &apos;%1&apos; in %2 s (--jobs %3): %4 passed, %5 not yet, %6 not checked (did not compile or no file).</numerusform>
            <numerusform>Graded %n submissions of &apos;%1&apos; in %2 s (--jobs %3): %4 passed, %5 not yet, %6 not checked (did not compile or no file).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cli/exercisegrade.cpp" line="92"/>
        <source>%n unchanged submission(s) kept their grade from the last run (--fresh grades all again).</source>
        <translation>
            <numerusform>%n unchanged submission kept its grade from the last run (--fresh grades all again).</numerusform>
            <numerusform>%n unchanged submissions kept their grade from the last run (--fresh grades all again).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::KernelScene</name>
    <message numerus="yes">
        <location filename="../../core/mapping/kernelscene.cpp" line="109"/>
        <source>it made %n atomic addition(s): threads that add to the same element take turns, none is lost</source>
        <translation>
            <numerusform>it made %n atomic addition: threads that add to the same element take turns, none is lost</numerusform>
            <numerusform>it made %n atomic additions: threads that add to the same element take turns, none is lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/kernelscene.cpp" line="112"/>
        <source>it stored %n value(s) to global memory</source>
        <translation>
            <numerusform>it stored %n value to global memory</numerusform>
            <numerusform>it stored %n values to global memory</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::LessonCommand</name>
    <message numerus="yes">
        <location filename="../../cli/lessoncommand.cpp" line="40"/>
        <source>%1: ok, lesson &apos;%2&apos; with %n step(s)</source>
        <translation>
            <numerusform>%1: ok, lesson &apos;%2&apos; with %n step</numerusform>
            <numerusform>%1: ok, lesson &apos;%2&apos; with %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::MainWindow</name>
    <message numerus="yes">
        <location filename="../../ui/mainwindow.cpp" line="100"/>
        <source>%n CUDA GPU(s) ready.</source>
        <translation>
            <numerusform>%n CUDA GPU ready.</numerusform>
            <numerusform>%n CUDA GPUs ready.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::MemoryInstructionView</name>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memoryinstructionview.cpp" line="148"/>
        <source>Columns: banks 0 to 31. Rows: the %n pass(es) (wavefronts) this request takes.</source>
        <translation>
            <numerusform>Columns: banks 0 to 31. Rows: the %n pass (wavefront) this request takes.</numerusform>
            <numerusform>Columns: banks 0 to 31. Rows: the %n passes (wavefronts) this request takes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::MemoryPanel</name>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="361"/>
        <source>%n of these lanes (red) are outside %1: a GPU issues their addresses too, so their sectors are counted; it reads or writes memory that is not %1&apos;s, or faults.</source>
        <translation>
            <numerusform>%n of these lanes (red) is outside %1: a GPU issues its address too, so its sectors are counted; it reads or writes memory that is not %1&apos;s, or faults.</numerusform>
            <numerusform>%n of these lanes (red) are outside %1: a GPU issues their addresses too, so their sectors are counted; it reads or writes memory that is not %1&apos;s, or faults.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="384"/>
        <source>%1 lanes ask for %n different float(s) (lanes reading the same one share it)</source>
        <translation>
            <numerusform>%1 lanes ask for %n different float (lanes reading the same one share it)</numerusform>
            <numerusform>%1 lanes ask for %n different floats (lanes reading the same one share it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="386"/>
        <source>%1 lanes ask for %n float(s)</source>
        <translation>
            <numerusform>%1 lanes ask for %n float</numerusform>
            <numerusform>%1 lanes ask for %n floats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="391"/>
        <source>%n sector(s) of 32 bytes</source>
        <translation>
            <numerusform>%n sector of 32 bytes</numerusform>
            <numerusform>%n sectors of 32 bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="392"/>
        <source>%n line(s) of 128</source>
        <translation>
            <numerusform>%n line of 128</numerusform>
            <numerusform>%n lines of 128</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mappingview/memorypanel.cpp" line="395"/>
        <source>%n sector(s) would do</source>
        <translation>
            <numerusform>%n sector would do</numerusform>
            <numerusform>%n sectors would do</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::Playground</name>
    <message numerus="yes">
        <location filename="../../core/playground/engine/elementtouches.cpp" line="74"/>
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="84"/>
        <source>%n element(s) of %1 were never written: %2%3.</source>
        <translation>
            <numerusform>%n element of %1 was never written: %2%3.</numerusform>
            <numerusform>%n elements of %1 were never written: %2%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="88"/>
        <source>%n element(s) of %1 are wrong: %2%3.</source>
        <translation>
            <numerusform>%n element of %1 is wrong: %2%3.</numerusform>
            <numerusform>%n elements of %1 are wrong: %2%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="168"/>
        <source>%n element(s) written by two threads (each element should have one owner): %1%2.</source>
        <translation>
            <numerusform>%n element written by two threads (each element should have one owner): %1%2.</numerusform>
            <numerusform>%n elements written by two threads (each element should have one owner): %1%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="194"/>
        <source>%1[%2] was read %3 times from global memory, where the exercise allows %n read(s) per element (keep a value you need again in a register or in shared memory).</source>
        <translation>
            <numerusform>%1[%2] was read %3 times from global memory, where the exercise allows %n read per element (keep a value you need again in a register or in shared memory).</numerusform>
            <numerusform>%1[%2] was read %3 times from global memory, where the exercise allows %n reads per element (keep a value you need again in a register or in shared memory).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="250"/>
        <source>%1 wrote %n output element(s); this exercise gives each thread at most %2: share the work among the threads (%3).</source>
        <translation>
            <numerusform>%1 wrote %n output element; this exercise gives each thread at most %2: share the work among the threads (%3).</numerusform>
            <numerusform>%1 wrote %n output elements; this exercise gives each thread at most %2: share the work among the threads (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="266"/>
        <source>%n thread(s) wrote output where the reference solution has %1 doing so: the work is done by too few threads. This exercise is about spreading it over the launch, one thread per piece.</source>
        <translation>
            <numerusform>%n thread wrote output where the reference solution has %1 doing so: the work is done by too few threads. This exercise is about spreading it over the launch, one thread per piece.</numerusform>
            <numerusform>%n threads wrote output where the reference solution has %1 doing so: the work is done by too few threads. This exercise is about spreading it over the launch, one thread per piece.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="296"/>
        <source>%n block(s) wrote no output (%1%2): every block should take its part of the work.</source>
        <translation>
            <numerusform>%n block wrote no output (%1%2): every block should take its part of the work.</numerusform>
            <numerusform>%n blocks wrote no output (%1%2): every block should take its part of the work.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="320"/>
        <source>%n thread(s) read %1, where the reference solution has %2 reading it: a few threads do the work of many. Let every thread load its part (into shared memory), then combine the parts together.</source>
        <translation>
            <numerusform>%n thread read %1, where the reference solution has %2 reading it: a few threads do the work of many. Let every thread load its part (into shared memory), then combine the parts together.</numerusform>
            <numerusform>%n threads read %1, where the reference solution has %2 reading it: a few threads do the work of many. Let every thread load its part (into shared memory), then combine the parts together.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/exercisecheck.cpp" line="589"/>
        <source>%n shared-memory word(s) carried a value from one thread to another, where the reference solution&apos;s carry %1: the data should flow through shared memory (each thread stores its part, other threads read it), not pass it by.</source>
        <translation>
            <numerusform>%n shared-memory word carried a value from one thread to another, where the reference solution&apos;s carry %1: the data should flow through shared memory (each thread stores its part, other threads read it), not pass it by.</numerusform>
            <numerusform>%n shared-memory words carried a value from one thread to another, where the reference solution&apos;s carry %1: the data should flow through shared memory (each thread stores its part, other threads read it), not pass it by.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/engine/gpurun.cpp" line="359"/>
        <source>On the GPU, %n element(s) of %1 differ from the emulator: %2%3. A race, shared memory read before it was written, or a read out of bounds gives different values on different hardware.</source>
        <translation>
            <numerusform>On the GPU, %n element of %1 differs from the emulator: %2%3. A race, shared memory read before it was written, or a read out of bounds gives different values on different hardware.</numerusform>
            <numerusform>On the GPU, %n elements of %1 differ from the emulator: %2%3. A race, shared memory read before it was written, or a read out of bounds gives different values on different hardware.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="68"/>
        <source>%n thread(s) of its block wait at the __syncthreads() on %1.</source>
        <translation>
            <numerusform>%n thread of its block waits at the __syncthreads() on %1.</numerusform>
            <numerusform>%n threads of its block wait at the __syncthreads() on %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="328"/>
        <source>Misaligned access (%1): %2 wrote %3 bytes at byte %4 of %5, which is not a multiple of %3; %n access(es) like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</source>
        <translation>
            <numerusform>Misaligned access (%1): %2 wrote %3 bytes at byte %4 of %5, which is not a multiple of %3; %n access like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</numerusform>
            <numerusform>Misaligned access (%1): %2 wrote %3 bytes at byte %4 of %5, which is not a multiple of %3; %n accesses like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="332"/>
        <source>Misaligned access (%1): %2 read %3 bytes at byte %4 of %5, which is not a multiple of %3; %n access(es) like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</source>
        <translation>
            <numerusform>Misaligned access (%1): %2 read %3 bytes at byte %4 of %5, which is not a multiple of %3; %n access like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</numerusform>
            <numerusform>Misaligned access (%1): %2 read %3 bytes at byte %4 of %5, which is not a multiple of %3; %n accesses like it. A GPU moves a value only from an address that is a multiple of its size: it stops the kernel with &quot;misaligned address&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="193"/>
        <source>(%n more like it.)</source>
        <translation>
            <numerusform>(%n more like it.)</numerusform>
            <numerusform>(%n more like it.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="217"/>
        <source>Out of bounds (%1): %2 wrote %3, but %4 has %5 elements; %n access(es) like it.</source>
        <translation>
            <numerusform>Out of bounds (%1): %2 wrote %3, but %4 has %5 elements; %n access like it.</numerusform>
            <numerusform>Out of bounds (%1): %2 wrote %3, but %4 has %5 elements; %n accesses like it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/findings/findingwords.cpp" line="219"/>
        <source>Out of bounds (%1): %2 read %3, but %4 has %5 elements; %n access(es) like it.</source>
        <translation>
            <numerusform>Out of bounds (%1): %2 read %3, but %4 has %5 elements; %n access like it.</numerusform>
            <numerusform>Out of bounds (%1): %2 read %3, but %4 has %5 elements; %n accesses like it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="48"/>
        <source>%n global load(s)</source>
        <translation>
            <numerusform>%n global load</numerusform>
            <numerusform>%n global loads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="49"/>
        <source>%n global store(s)</source>
        <translation>
            <numerusform>%n global store</numerusform>
            <numerusform>%n global stores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="50"/>
        <source>%n global atomic(s)</source>
        <translation>
            <numerusform>%n global atomic</numerusform>
            <numerusform>%n global atomics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="51"/>
        <source>%n shared-memory read(s)</source>
        <translation>
            <numerusform>%n shared-memory read</numerusform>
            <numerusform>%n shared-memory reads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="52"/>
        <source>%n shared-memory write(s)</source>
        <translation>
            <numerusform>%n shared-memory write</numerusform>
            <numerusform>%n shared-memory writes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="53"/>
        <source>%n shared-memory atomic(s)</source>
        <translation>
            <numerusform>%n shared-memory atomic</numerusform>
            <numerusform>%n shared-memory atomics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="54"/>
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n shuffle</numerusform>
            <numerusform>%n shuffles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="55"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="56"/>
        <source>%n warp reduction(s)</source>
        <translation>
            <numerusform>%n warp reduction</numerusform>
            <numerusform>%n warp reductions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="57"/>
        <source>%n __syncwarp()</source>
        <translation>
            <numerusform>%n __syncwarp()</numerusform>
            <numerusform>%n __syncwarp()s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/derivedrules.cpp" line="171"/>
        <source>%n thread(s) wrote output where the reference solution has %1 doing so: a few threads do the work of many. Give each thread its piece.</source>
        <translation>
            <numerusform>%n thread wrote output where the reference solution has %1 doing so: a few threads do the work of many. Give each thread its piece.</numerusform>
            <numerusform>%n threads wrote output where the reference solution has %1 doing so: a few threads do the work of many. Give each thread its piece.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/gradereports.cpp" line="115"/>
        <source>Passed on all %n launch(es).</source>
        <translation>
            <numerusform>Passed on its %n launch.</numerusform>
            <numerusform>Passed on all %n launches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/gradereports.cpp" line="118"/>
        <source>%1 of %n launch(es) passed. %2</source>
        <translation>
            <numerusform>%1 of %n launch passed. %2</numerusform>
            <numerusform>%1 of %n launches passed. %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/playground/grading/gradereports.cpp" line="119"/>
        <source>%1 of %n launch(es) passed; the launches that fail are hidden until the due date.</source>
        <translation>
            <numerusform>%1 of %n launch passed; the launches that fail are hidden until the due date.</numerusform>
            <numerusform>%1 of %n launches passed; the launches that fail are hidden until the due date.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::PlaygroundPage</name>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="796"/>
        <source>Passed on all %n launch(es): the same result as the reference solution, within every limit.</source>
        <translation>
            <numerusform>Passed on its %n launch: the same result as the reference solution, within every limit.</numerusform>
            <numerusform>Passed on all %n launches: the same result as the reference solution, within every limit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="801"/>
        <source>Not yet: %1 of %n launch(es) fail, listed under Findings.</source>
        <translation>
            <numerusform>Not yet: %1 of %n launch fails, listed under Findings.</numerusform>
            <numerusform>Not yet: %1 of %n launches fail, listed under Findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="811"/>
        <source>%n finding(s): see the marked lines and Findings.</source>
        <translation>
            <numerusform>%n finding: see the marked lines and Findings.</numerusform>
            <numerusform>%n findings: see the marked lines and Findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="857"/>
        <source>%n finding(s): see the marked lines and Program findings.</source>
        <translation>
            <numerusform>%n finding: see the marked lines and Program findings.</numerusform>
            <numerusform>%n findings: see the marked lines and Program findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="914"/>
        <source>The program to run (%n .cu file(s) in the folder):</source>
        <translation>
            <numerusform>The program to run (%n .cu file in the folder):</numerusform>
            <numerusform>The program to run (%n .cu files in the folder):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="938"/>
        <source>%1 is linked with %n other file(s) of its folder without a main, as nvcc *.cu links them; they and the files it includes are in the tabs above the code.</source>
        <translation>
            <numerusform>%1 is linked with %n other file of its folder without a main, as nvcc *.cu links them; it and the files it includes are in the tabs above the code.</numerusform>
            <numerusform>%1 is linked with %n other files of its folder without a main, as nvcc *.cu links them; they and the files it includes are in the tabs above the code.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/playgroundpage.cpp" line="943"/>
        <source>%1 includes %n file(s) of its folder, in the tabs above the code.</source>
        <translation>
            <numerusform>%1 includes %n file of its folder, in the tab above the code.</numerusform>
            <numerusform>%1 includes %n files of its folder, in the tabs above the code.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::PredictQuestions</name>
    <message numerus="yes">
        <location filename="../../core/mapping/predictquestions.cpp" line="90"/>
        <source>Which block does %1 belong to? Type its blockIdx (%n number(s)).</source>
        <translation>
            <numerusform>Which block does %1 belong to? Type its blockIdx (%n number).</numerusform>
            <numerusform>Which block does %1 belong to? Type its blockIdx (%n numbers).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/mapping/predictquestions.cpp" line="179"/>
        <source>Type %n number(s).</source>
        <translation>
            <numerusform>Type %n number.</numerusform>
            <numerusform>Type %n numbers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::ProgramView</name>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/programview.cpp" line="157"/>
        <source>main ended with exit status %1 after %2 CUDA calls and %n launch(es).</source>
        <translation>
            <numerusform>main ended with exit status %1 after %2 CUDA calls and %n launch.</numerusform>
            <numerusform>main ended with exit status %1 after %2 CUDA calls and %n launches.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::RunCommand</name>
    <message numerus="yes">
        <location filename="../../cli/programcommand.cpp" line="84"/>
        <location filename="../../cli/runcommand.cpp" line="88"/>
        <source>%n finding(s):</source>
        <translation>
            <numerusform>%n finding:</numerusform>
            <numerusform>%n findings:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::RunResultView</name>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/runresultview.cpp" line="207"/>
        <source>Passed on all %n launch(es) (%1 of them hidden): every output element matches the reference solution and every rule holds.</source>
        <translation>
            <numerusform>Passed on its %n launch (%1 of them hidden): every output element matches the reference solution and every rule holds.</numerusform>
            <numerusform>Passed on all %n launches (%1 of them hidden): every output element matches the reference solution and every rule holds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/runresultview.cpp" line="310"/>
        <source>%1 — %n wavefront(s)</source>
        <translation>
            <numerusform>%1 — %n wavefront</numerusform>
            <numerusform>%1 — %n wavefronts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/playgroundview/runresultview.cpp" line="311"/>
        <source>%1 — %n sector(s)</source>
        <translation>
            <numerusform>%1 — %n sector</numerusform>
            <numerusform>%1 — %n sectors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::ThreadMapping</name>
    <message numerus="yes">
        <location filename="../../core/mapping/threadmapping.cpp" line="179"/>
        <source>for (; i &lt; n; i += stride) visits %n element(s): </source>
        <translation>
            <numerusform>for (; i &lt; n; i += stride) visits %n element: </numerusform>
            <numerusform>for (; i &lt; n; i += stride) visits %n elements: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cvz::TraceCommand</name>
    <message numerus="yes">
        <location filename="../../cli/tracecommand.cpp" line="170"/>
        <source>; %n lane(s) of them out of bounds, counted: a GPU issues their addresses too</source>
        <translation>
            <numerusform>; %n lane of them out of bounds, counted: a GPU issues its address too</numerusform>
            <numerusform>; %n lanes of them out of bounds, counted: a GPU issues their addresses too</numerusform>
        </translation>
    </message>
</context>
</TS>
