// cudaviz playground: CUDA graphs, from stream capture or built node by node. Work runs in order here,
// one call after another, so a graph is the list of its nodes' work in the order they were added (a
// node's dependencies are added before it, so that order respects them); cudaGraphLaunch runs that
// list in the stream it is given, and each launch in it is emulated, traced and timed as any other.
// While a stream is captured its launches, asynchronous copies and sets, host functions and cuBLAS
// calls are recorded, not run; a stream joins the capture by waiting for an event recorded in it.
// This file: the graphs' types and the capture in progress, which the calls of cuda_runtime.h consult;
// cvz_graph.h: the graph calls themselves.
#pragma once
// No standard container or algorithm here: their headers would declare count, find, size, less ...
// in std, which a program's own names beside `using namespace std;` would then clash with.

namespace cvz_pg {
// One node's work, run in the stream the graph is launched in: any callable, copied with it.
class NodeWork
{
    struct Base
    {
        virtual ~Base() = default;
        virtual cudaError_t run(cudaStream_t) const = 0;
        virtual Base* copy() const = 0;
    };
    template <class F> struct Of final : Base
    {
        F f;
        explicit Of(F g)
            : f(static_cast<F&&>(g))
        { }
        cudaError_t run(cudaStream_t s) const override { return f(s); }
        Base* copy() const override { return new Of(f); }
    };
    Base* m_work = nullptr;

public:
    NodeWork() = default;
    template <class F, class = std::enable_if_t<!std::is_same<std::decay_t<F>, NodeWork>::value>>
    NodeWork(F f)
        : m_work(new Of<F>(static_cast<F&&>(f)))
    { }
    NodeWork(const NodeWork& o)
        : m_work(o.m_work ? o.m_work->copy() : nullptr)
    { }
    NodeWork(NodeWork&& o) noexcept
        : m_work(o.m_work)
    {
        o.m_work = nullptr;
    }
    NodeWork& operator=(NodeWork o) noexcept
    {
        Base* w = m_work;
        m_work = o.m_work;
        o.m_work = w;
        return *this;
    }
    ~NodeWork() { delete m_work; }
    explicit operator bool() const { return m_work != nullptr; }
    cudaError_t operator()(cudaStream_t s) const { return m_work->run(s); }
};
// A list that grows, of values that are default-constructible and movable.
template <class T> class List
{
    T* m_items = nullptr;
    size_t m_size = 0, m_room = 0;

public:
    List() = default;
    List(const List& o)
    {
        for (const T& x : o)
            push_back(x);
    }
    List& operator=(const List& o)
    {
        if (this != &o) {
            clear();
            for (const T& x : o)
                push_back(x);
        }
        return *this;
    }
    ~List() { delete[] m_items; }
    void push_back(T x)
    {
        if (m_size == m_room) {
            m_room = m_room ? 2 * m_room : 4;
            T* grown = new T[m_room];
            for (size_t i = 0; i < m_size; ++i)
                grown[i] = static_cast<T&&>(m_items[i]);
            delete[] m_items;
            m_items = grown;
        }
        m_items[m_size++] = static_cast<T&&>(x);
    }
    void clear()
    {
        delete[] m_items;
        m_items = nullptr;
        m_size = m_room = 0;
    }
    void removeAll(const T& x)
    {
        size_t kept = 0;
        for (size_t i = 0; i < m_size; ++i)
            if (!(m_items[i] == x))
                m_items[kept++] = static_cast<T&&>(m_items[i]);
        m_size = kept;
    }
    bool contains(const T& x) const
    {
        for (const T& y : *this)
            if (y == x)
                return true;
        return false;
    }
    size_t size() const { return m_size; }
    T& operator[](size_t i) const { return m_items[i]; }
    T* begin() const { return m_items; }
    T* end() const { return m_items + m_size; }
};
} // namespace cvz_pg

struct CUgraphNode_st
{
    cvz_pg::NodeWork work; // empty for an empty node
};
struct CUgraph_st
{
    cvz_pg::List<CUgraphNode_st*> nodes; // owned
    CUgraph_st() = default;
    CUgraph_st(const CUgraph_st&) = delete;
    CUgraph_st& operator=(const CUgraph_st&) = delete;
    ~CUgraph_st()
    {
        for (CUgraphNode_st* n : nodes)
            delete n;
    }
};
struct CUgraphExec_st
{
    cvz_pg::List<cvz_pg::NodeWork> work;
};
using cudaGraph_t = CUgraph_st*;
using cudaGraphNode_t = CUgraphNode_st*;
using cudaGraphExec_t = CUgraphExec_st*;
enum cudaStreamCaptureMode
{
    cudaStreamCaptureModeGlobal = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamCaptureStatus
{
    cudaStreamCaptureStatusNone = 0,
    cudaStreamCaptureStatusActive = 1,
    cudaStreamCaptureStatusInvalidated = 2
};
#define cudaGraphInstantiateFlagAutoFreeOnLaunch 1
#define cudaGraphInstantiateFlagUpload 2
#define cudaGraphInstantiateFlagDeviceLaunch 4
#define cudaGraphInstantiateFlagUseNodePriority 8

namespace cvz_pg {
// The capture in progress: the graph it fills, the streams in it (the first began it), the events
// recorded in them, and whether a call not allowed while capturing spoilt it.
struct Capture
{
    cudaGraph_t graph = nullptr;
    List<cudaStream_t> streams;
    List<cudaEvent_t> events;
    bool invalidated = false;
};
// Made when first used, through a pointer that needs no initialisation: a function's static would be
// guarded by an atomic, which a kernel's module may not hold (the kernel mode refuses std::atomic).
inline Capture* g_capture = nullptr;
inline Capture& capture()
{
    if (g_capture == nullptr)
        g_capture = new Capture;
    return *g_capture;
}
inline bool captures(cudaStream_t stream)
{
    if (g_capture == nullptr)
        return false;
    const Capture& c = *g_capture;
    return c.graph != nullptr && c.streams.contains(stream);
}
inline cudaGraphNode_t addNode(cudaGraph_t graph, NodeWork work)
{
    graph->nodes.push_back(new CUgraphNode_st { static_cast<NodeWork&&>(work) });
    return graph->nodes[graph->nodes.size() - 1];
}
// Work in a captured stream becomes a node of the capture's graph.
inline cudaError_t record(NodeWork work)
{
    addNode(capture().graph, static_cast<NodeWork&&>(work));
    return cudaSuccess;
}
// An error the capture's rules give, made the program's last error as every error CUDA returns is.
inline cudaError_t captureError(cudaError_t e)
{
    cvz_rt_set_error(int(e));
    return e;
}
// A call that waits for the device (a synchronisation, a blocking copy) while a capture is in
// progress: CUDA refuses it and the capture is spoilt, so its end gives no graph.
inline bool refusedWhileCapturing()
{
    if (g_capture == nullptr || g_capture->graph == nullptr)
        return false;
    g_capture->invalidated = true;
    return true;
}
// The streams made with cudaStreamNonBlocking, which the legacy default stream does not wait for.
inline List<cudaStream_t>* g_nonBlocking = nullptr;
inline void noteStream(cudaStream_t stream, bool nonBlocking)
{
    if (g_nonBlocking == nullptr)
        g_nonBlocking = new List<cudaStream_t>;
    g_nonBlocking->removeAll(stream);
    if (nonBlocking)
        g_nonBlocking->push_back(stream);
}
// Work for the legacy default stream (stream 0) while a stream that it waits for is captured: CUDA
// refuses the call (cudaErrorStreamCaptureImplicit), runs none of it, and the capture is spoilt. A
// stream argument forgotten in a captured region is this.
inline bool implicitWhileCapturing(cudaStream_t stream)
{
    if (stream != nullptr || g_capture == nullptr || g_capture->graph == nullptr)
        return false;
    for (cudaStream_t s : g_capture->streams)
        if (g_nonBlocking == nullptr || !g_nonBlocking->contains(s))
            return refusedWhileCapturing();
    return false;
}
} // namespace cvz_pg
