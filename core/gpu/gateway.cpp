#include "gateway.h"

#include <cstdio>
#include <map>
#include <mutex>

namespace cvz {

namespace {

struct ProcessState
{
    std::mutex mutex;
    std::map<const cvz_gpu_api*, StickyError> sticky; // by module
    std::function<void(const StickyError&)> listener;
};

ProcessState& state()
{
    static ProcessState s; // the CUDA context it stands for is process-wide too
    return s;
}

void setMessage(cvz_error* err, const std::string& text)
{
    std::snprintf(err->message, sizeof err->message, "%s", text.c_str());
}

cvz_status notLoaded(cvz_error* err)
{
    *err = {};
    setMessage(err, "no GPU module is loaded, or it lacks this call");
    return CVZ_INVALID_ARGUMENT;
}

cvz_status refuseAfterSticky(const StickyError& sticky, cvz_error* err)
{
    err->cuda_error = sticky.cudaError;
    std::snprintf(err->cuda_error_name, sizeof err->cuda_error_name, "%s", sticky.name.c_str());
    setMessage(err, sticky.message); // the first one: what the user must know to report it
    return CVZ_STICKY_ERROR;
}

// Before a call: the remembered sticky error, if any. After it: remember a new one.
template <class Call> cvz_status guarded(const cvz_gpu_api* api, cvz_error* err, Call&& call)
{
    *err = {};
    if (const auto sticky = stickyError(api))
        return refuseAfterSticky(*sticky, err);
    const cvz_status status = call();
    // A broken module may fill the text without its terminating NUL: never read past it.
    err->cuda_error_name[sizeof err->cuda_error_name - 1] = '\0';
    err->message[sizeof err->message - 1] = '\0';
    if (status != CVZ_STICKY_ERROR)
        return status;
    StickyError found { err->cuda_error, err->cuda_error_name, err->message };
    std::function<void(const StickyError&)> listener;
    {
        ProcessState& s = state();
        std::lock_guard<std::mutex> lock(s.mutex);
        if (!s.sticky.emplace(api, found).second) // another thread was first
            return status;
        listener = s.listener;
    }
    if (listener)
        listener(found);
    return status;
}

} // namespace

std::optional<StickyError> stickyError(const cvz_gpu_api* api)
{
    ProcessState& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    const auto it = s.sticky.find(api);
    return it == s.sticky.end() ? std::nullopt : std::optional(it->second);
}

void setStickyListener(std::function<void(const StickyError&)> listener)
{
    ProcessState& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    s.listener = std::move(listener);
}

void forgetStickyErrorForTests()
{
    ProcessState& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    s.sticky.clear();
}

cvz_matmul_request matmulRequest(int32_t device, int32_t kernel, int64_t m, int64_t n, int64_t k, const float* a,
    const float* b, float* c, int32_t samples, bool pinned, bool flushL2)
{
    cvz_matmul_request req {};
    req.device = device;
    req.kernel = kernel;
    req.m = m;
    req.n = n;
    req.k = k;
    req.a = a;
    req.b = b;
    req.c = c;
    req.samples = samples;
    req.pinned = pinned ? 1 : 0;
    req.flush_l2 = flushL2 ? 1 : 0;
    return req;
}

std::string launchProblem(const cvz_launch& launch, const cvz_device_info& device)
{
    static const char* const axes[] = { "x", "y", "z" };
    char text[256];
    for (int a = 0; a < 3; ++a) {
        if (launch.block[a] < 1 || launch.grid[a] < 1) {
            std::snprintf(text, sizeof text,
                "the launch has grid %s = %lld and block %s = %lld; each must be at least 1", axes[a],
                (long long)launch.grid[a], axes[a], (long long)launch.block[a]);
            return text;
        }
        if (launch.block[a] > device.max_block_dim[a]) {
            std::snprintf(text, sizeof text, "blockDim.%s = %lld exceeds this GPU's limit of %d", axes[a],
                (long long)launch.block[a], device.max_block_dim[a]);
            return text;
        }
        if (launch.grid[a] > device.max_grid_dim[a]) {
            std::snprintf(text, sizeof text, "gridDim.%s = %lld exceeds this GPU's limit of %d", axes[a],
                (long long)launch.grid[a], device.max_grid_dim[a]);
            return text;
        }
    }
    // In double: a broken module's limits (2^31 per axis) would let an int64 product wrap.
    const double perBlock = double(launch.block[0]) * double(launch.block[1]) * double(launch.block[2]);
    if (perBlock > double(device.max_threads_per_block)) {
        std::snprintf(text, sizeof text, "a block of %.0f threads exceeds this GPU's limit of %d per block", perBlock,
            device.max_threads_per_block);
        return text;
    }
    return {};
}

Gateway::Gateway(const cvz_gpu_api* api)
    : m_api(api)
{ }

cvz_status Gateway::probe(cvz_probe_result* out, cvz_error* err) const
{
    *out = {};
    if (!m_api || !m_api->probe)
        return notLoaded(err);
    return guarded(m_api, err, [&] { return m_api->probe(out, err); });
}

cvz_status Gateway::deviceInfo(int32_t index, cvz_device_info* out, cvz_error* err) const
{
    *out = {};
    if (!m_api || !m_api->device_info)
        return notLoaded(err);
    return guarded(m_api, err, [&] { return m_api->device_info(index, out, err); });
}

cvz_status Gateway::matmul(const cvz_matmul_request& request, cvz_matmul_result* result, cvz_error* err) const
{
    if (!m_api || !m_api->matmul)
        return notLoaded(err);
    return guarded(m_api, err, [&] { return m_api->matmul(&request, result, err); });
}

cvz_status Gateway::kernelAttributes(
    int32_t device, const std::string& kernelKey, cvz_kernel_attributes* out, cvz_error* err) const
{
    *out = {};
    if (!m_api || !m_api->kernel_attributes)
        return notLoaded(err);
    return guarded(m_api, err, [&] { return m_api->kernel_attributes(device, kernelKey.c_str(), out, err); });
}

cvz_status Gateway::runKernel(int32_t device, const std::string& kernelKey, const int64_t sizes[3],
    const cvz_launch& launch, const std::vector<std::vector<float>>& inputs, int64_t outputCount,
    std::vector<float>* output, cvz_error* err) const
{
    output->clear();
    if (!m_api || !m_api->run_kernel)
        return notLoaded(err);
    if (outputCount < 0 || outputCount > (int64_t(1) << 28)) {
        *err = {};
        setMessage(err, "run_kernel: the output would hold " + std::to_string(outputCount) + " floats (at most 2^28)");
        return CVZ_INVALID_ARGUMENT;
    }
    std::vector<const float*> pointers;
    std::vector<int64_t> counts;
    for (const std::vector<float>& in : inputs) {
        pointers.push_back(in.data());
        counts.push_back(int64_t(in.size()));
    }
    output->resize(size_t(outputCount));
    const cvz_status status = guarded(m_api, err, [&] {
        return m_api->run_kernel(device, kernelKey.c_str(), sizes, &launch, pointers.data(), counts.data(),
            int32_t(inputs.size()), output->data(), outputCount, err);
    });
    if (status != CVZ_OK)
        output->clear();
    return status;
}

cvz_status Gateway::indexTrace(int32_t device, cvz_index_kind kind, const int64_t problem[3], const cvz_launch& launch,
    std::vector<cvz_index_record>* out, cvz_error* err) const
{
    out->clear();
    cvz_device_info info {};
    if (const cvz_status s = deviceInfo(device, &info, err); s != CVZ_OK)
        return s;
    std::string problemText = launchProblem(launch, info);
    // Within the limits above the grid is at most 2^31 x 2^16 x 2^16 blocks: count in
    // double first, so that the comparison itself cannot wrap.
    const double threads = double(launch.grid[0]) * double(launch.grid[1]) * double(launch.grid[2])
        * double(launch.block[0]) * double(launch.block[1]) * double(launch.block[2]);
    if (problemText.empty() && threads > double(kMaxTraceThreads)) {
        char text[256];
        std::snprintf(text, sizeof text,
            "the launch has %.0f threads; an index trace records at most %lld (%lld MiB of records), so use a smaller "
            "grid",
            threads, (long long)kMaxTraceThreads,
            (long long)(kMaxTraceThreads * int64_t(sizeof(cvz_index_record)) >> 20));
        problemText = text;
    }
    if (!problemText.empty()) {
        *err = {};
        setMessage(err, "index_trace: " + problemText);
        return CVZ_INVALID_ARGUMENT;
    }
    if (!m_api->index_trace)
        return notLoaded(err);
    out->resize(size_t(threads));
    const cvz_status status = guarded(m_api, err,
        [&] { return m_api->index_trace(device, kind, problem, &launch, out->data(), int64_t(threads), err); });
    if (status != CVZ_OK)
        out->clear();
    return status;
}

} // namespace cvz
