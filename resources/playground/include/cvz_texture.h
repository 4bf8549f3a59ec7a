// cudaviz playground: textures. A texture reads device memory through a sampler: 1D and 2D, over
// linear memory, pitched 2D memory or a CUDA array (here a pitched buffer of its own), with point
// or linear filtering, normalised or texel coordinates, the four address modes and the normalised
// read of integer texels. Texture objects (cudaCreateTextureObject, tex2D<T>(object, x, y)) and
// the texture references CUDA 12 removed (texture<T, 2>, cudaBindTexture2D, tex2D(ref, x, y)),
// which older books teach and which run here as CUDA 11 ran them, each use named by a finding.
// A texel's read is a load of its buffer, traced as one (the texture cache is not modelled); linear
// filtering weighs texels by fractions rounded to 1/256, as the GPU stores them in 9-bit fixed point.
// Included at the end of cuda_runtime.h.
#pragma once

enum cudaChannelFormatKind
{
    cudaChannelFormatKindSigned = 0,
    cudaChannelFormatKindUnsigned = 1,
    cudaChannelFormatKindFloat = 2,
    cudaChannelFormatKindNone = 3
};
struct cudaChannelFormatDesc
{
    int x, y, z, w;
    cudaChannelFormatKind f;
};
enum cudaTextureAddressMode
{
    cudaAddressModeWrap = 0,
    cudaAddressModeClamp = 1,
    cudaAddressModeMirror = 2,
    cudaAddressModeBorder = 3
};
enum cudaTextureFilterMode
{
    cudaFilterModePoint = 0,
    cudaFilterModeLinear = 1
};
enum cudaTextureReadMode
{
    cudaReadModeElementType = 0,
    cudaReadModeNormalizedFloat = 1
};
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
struct cudaTextureDesc
{
    cudaTextureAddressMode addressMode[3];
    cudaTextureFilterMode filterMode;
    cudaTextureReadMode readMode;
    int sRGB;
    float borderColor[4];
    int normalizedCoords;
    unsigned int maxAnisotropy;
    cudaTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
    int disableTrilinearOptimization, seamlessCubemap;
};
// A CUDA array: here a buffer of device memory, rows of width texels without padding.
struct cudaArray
{
    unsigned char* data;
    size_t width, height; // height 0: a 1D array
    cudaChannelFormatDesc desc;
};
using cudaArray_t = cudaArray*;
using cudaArray_const_t = const cudaArray*;
using cudaMipmappedArray_t = struct cudaMipmappedArray*;
enum cudaResourceType
{
    cudaResourceTypeArray = 0,
    cudaResourceTypeMipmappedArray = 1,
    cudaResourceTypeLinear = 2,
    cudaResourceTypePitch2D = 3
};
struct cudaResourceDesc
{
    cudaResourceType resType;
    union {
        struct
        {
            cudaArray_t array;
        } array;
        struct
        {
            cudaMipmappedArray_t mipmap;
        } mipmap;
        struct
        {
            void* devPtr;
            cudaChannelFormatDesc desc;
            size_t sizeInBytes;
        } linear;
        struct
        {
            void* devPtr;
            cudaChannelFormatDesc desc;
            size_t width, height, pitchInBytes;
        } pitch2D;
    } res;
};
struct cudaResourceViewDesc; // a view of another format: cudaCreateTextureObject refuses one here
// cudaTextureObject_t: cudaviz_playground.h, where kernels see it.

struct __half; // cuda_fp16.h's, when the program includes it: a texel of kind float
namespace cvz_pg {
// A texel's type: its lanes (x, y, z, w of a vector type; the value itself of a number).
template <class T, class = void> struct Lanes
{
    using Lane = T;
    static constexpr int count = 1;
};
template <class T> struct Lanes<T, std::void_t<decltype(T::x)>>
{
    using Lane = std::remove_cv_t<decltype(T::x)>;
    static constexpr int count = int(sizeof(T) / sizeof(Lane));
};
template <class T> constexpr cudaChannelFormatDesc channelOf()
{
    using L = typename Lanes<T>::Lane;
    constexpr int bits = int(sizeof(L)) * 8, n = Lanes<T>::count;
    constexpr bool real = std::is_floating_point<L>::value || std::is_same<L, __half>::value;
    constexpr cudaChannelFormatKind kind = real ? cudaChannelFormatKindFloat
        : std::is_signed<L>::value              ? cudaChannelFormatKindSigned
                                                : cudaChannelFormatKindUnsigned;
    return { bits, n > 1 ? bits : 0, n > 2 ? bits : 0, n > 3 ? bits : 0, kind };
}
inline size_t texelBytes(const cudaChannelFormatDesc& d)
{
    return size_t(d.x + d.y + d.z + d.w) / 8;
}
inline bool channelValid(const cudaChannelFormatDesc& d)
{
    for (const int bits : { d.x, d.y, d.z, d.w })
        if (bits != 0 && bits != 8 && bits != 16 && bits != 32)
            return false;
    // One, two or four lanes, as CUDA's textures take them.
    const bool lanes = d.x > 0 && (d.z == 0 || d.w != 0) && (d.z == 0) == (d.w == 0);
    return lanes && d.f != cudaChannelFormatKindNone && (d.f != cudaChannelFormatKindFloat || d.x >= 16);
}
// What a texture samples, and how: its memory and layout, and the sampler's settings.
struct TextureView
{
    const unsigned char* base;
    unsigned long long width, height, pitch; // texels across; rows (1 for 1D); bytes a row
    cudaChannelFormatDesc desc;
    int normalized, filter, readMode;
    int address[3];
    float border[4];
};
__attribute__((always_inline)) inline float halfToFloat(unsigned short h)
{
    const int e = (h >> 10) & 0x1f, m = h & 0x3ff;
    const float magnitude = e == 0 ? std::ldexp(float(m), -24)
        : e == 31                  ? (m ? __builtin_nanf("") : __builtin_inff())
                                   : std::ldexp(float(m | 0x400), e - 25);
    return (h & 0x8000) ? -magnitude : magnitude;
}
// One lane of the texel at p, as a number; normalised to [0, 1] or [-1, 1] when asked for.
__attribute__((always_inline)) inline double lane(
    const unsigned char* p, int bits, cudaChannelFormatKind kind, bool norm)
{
    if (kind == cudaChannelFormatKindFloat)
        return bits == 32 ? double(*reinterpret_cast<const float*>(p))
                          : double(halfToFloat(*reinterpret_cast<const unsigned short*>(p)));
    const bool s = kind == cudaChannelFormatKindSigned;
    const double v = bits == 8 ? (s ? double(*reinterpret_cast<const signed char*>(p)) : double(*p))
        : bits == 16
        ? (s ? double(*reinterpret_cast<const short*>(p)) : double(*reinterpret_cast<const unsigned short*>(p)))
        : (s ? double(*reinterpret_cast<const int*>(p)) : double(*reinterpret_cast<const unsigned*>(p)));
    if (!norm)
        return v;
    const double top = std::ldexp(1.0, s ? bits - 1 : bits) - 1;
    return v / top < -1 ? -1 : v / top;
}
// A texel's bytes, read with one load of its width (as a GPU's texture unit reads it): one access
// in the trace.
struct alignas(16) TexelBytes
{
    unsigned char b[16];
};
__attribute__((always_inline)) inline TexelBytes loadTexel(const unsigned char* p, size_t bytes)
{
    TexelBytes t {};
    switch (bytes) {
    case 1:
        t.b[0] = *p;
        break;
    case 2:
        *reinterpret_cast<unsigned short*>(t.b) = *reinterpret_cast<const unsigned short*>(p);
        break;
    case 4:
        *reinterpret_cast<unsigned*>(t.b) = *reinterpret_cast<const unsigned*>(p);
        break;
    case 8:
        *reinterpret_cast<unsigned long long*>(t.b) = *reinterpret_cast<const unsigned long long*>(p);
        break;
    default:
        t = *reinterpret_cast<const TexelBytes*>(p);
    }
    return t;
}
// The texel at (x, y), its lanes in out.
__attribute__((always_inline)) inline void texel(const TextureView& v, long long x, long long y, double out[4])
{
    const bool norm = v.readMode == cudaReadModeNormalizedFloat && v.desc.f != cudaChannelFormatKindFloat;
    const size_t bytes = texelBytes(v.desc);
    const TexelBytes t = loadTexel(v.base + (unsigned long long)y * v.pitch + (unsigned long long)x * bytes, bytes);
    const int bits[4] = { v.desc.x, v.desc.y, v.desc.z, v.desc.w };
    const unsigned char* p = t.b;
    for (int k = 0; k < 4; p += bits[k] / 8, ++k)
        out[k] = bits[k] ? lane(p, bits[k], v.desc.f, norm) : 0;
}
// A texel index through an address mode: inside [0, n), or -1 for the border.
__attribute__((always_inline)) inline long long addressed(long long i, long long n, int mode, bool normalized)
{
    if (mode == cudaAddressModeBorder)
        return i < 0 || i >= n ? -1 : i;
    if (normalized && mode == cudaAddressModeWrap)
        return ((i % n) + n) % n;
    if (normalized && mode == cudaAddressModeMirror) {
        const long long m = ((i % (2 * n)) + 2 * n) % (2 * n);
        return m < n ? m : 2 * n - 1 - m;
    }
    return i < 0 ? 0 : i >= n ? n - 1 : i; // clamp (wrap and mirror clamp texel coordinates too)
}
__attribute__((always_inline)) inline void texelOrBorder(const TextureView& v, long long x, long long y, double out[4])
{
    x = addressed(x, (long long)v.width, v.address[0], v.normalized);
    y = addressed(y, (long long)v.height, v.address[1], v.normalized);
    if (x < 0 || y < 0)
        for (int k = 0; k < 4; ++k)
            out[k] = v.border[k];
    else
        texel(v, x, y, out);
}
// floor(f) as an index, kept finite (a coordinate far outside, or not a number, clamps to an end).
__attribute__((always_inline)) inline long long indexOf(float f)
{
    constexpr float far = 1e15f;
    return f != f ? 0 : f < -far ? -(1LL << 50) : f > far ? (1LL << 50) : (long long)std::floor(f);
}
// The fraction a linear filter weighs with: 8 bits, as the GPU keeps it.
__attribute__((always_inline)) inline float weight(float f)
{
    return float(std::nearbyint(double(f) * 256.0)) / 256.0f;
}
// A sample at x (1D: row 0) or (x, y) (2D): point or linear, the coordinates normalised or not.
__attribute__((always_inline)) inline void sample(const TextureView& v, bool twoD, float x, float y, double out[4])
{
    if (v.normalized) {
        x *= float(v.width);
        y *= float(v.height);
    }
    if (!twoD)
        y = 0.5f;
    if (v.filter == cudaFilterModePoint)
        return texelOrBorder(v, indexOf(x), indexOf(y), out);
    const float xb = x - 0.5f, yb = twoD ? y - 0.5f : 0.0f;
    const long long i = indexOf(xb), j = indexOf(yb);
    const float a = weight(xb - std::floor(xb)), b = twoD ? weight(yb - std::floor(yb)) : 0.0f;
    double t00[4], t10[4], t01[4], t11[4];
    texelOrBorder(v, i, j, t00);
    texelOrBorder(v, i + 1, j, t10);
    if (twoD) {
        texelOrBorder(v, i, j + 1, t01);
        texelOrBorder(v, i + 1, j + 1, t11);
    } else { // 1D: one row
        for (int k = 0; k < 4; ++k) {
            t01[k] = t00[k];
            t11[k] = t10[k];
        }
    }
    for (int k = 0; k < 4; ++k)
        out[k] = double((1 - a) * (1 - b) * float(t00[k]) + a * (1 - b) * float(t10[k]) + (1 - a) * b * float(t01[k])
            + a * b * float(t11[k]));
}
// The lanes as the type asked for (a float for a normalised read of one lane, a float4 of four).
template <class R> __attribute__((always_inline)) inline R compose(const double lanes[4])
{
    using L = typename Lanes<R>::Lane;
    R r {};
    L* out = reinterpret_cast<L*>(&r);
    for (int k = 0; k < Lanes<R>::count; ++k)
        out[k] = L(lanes[k]);
    return r;
}
template <class R> __attribute__((always_inline)) inline R fetch(const TextureView& v, long long i)
{
    double lanes[4] = {};
    if (v.base != nullptr && i >= 0 && (unsigned long long)i < v.width)
        texel(v, i, 0, lanes);
    return compose<R>(lanes);
}
template <class R> __attribute__((always_inline)) inline R sampled(const TextureView& v, bool twoD, float x, float y)
{
    double lanes[4] = {};
    if (v.base != nullptr)
        sample(v, twoD, x, y, lanes);
    return compose<R>(lanes);
}
// Texture objects: a table in the module (a kernel reads it as the program's own global).
constexpr unsigned long long kMaxTextureObjects = 4096;
inline TextureView g_textureObjects[kMaxTextureObjects];
inline bool g_textureObjectUsed[kMaxTextureObjects];
inline TextureView objectView(cudaTextureObject_t t)
{
    return t >= 1 && t <= kMaxTextureObjects ? g_textureObjects[t - 1] : TextureView {};
}
// A view a GPU would sample: texels there, and a linear filter only where it reads floats.
inline bool samplerValid(const TextureView& v)
{
    const bool floats = v.desc.f == cudaChannelFormatKindFloat || v.readMode == cudaReadModeNormalizedFloat;
    return v.width > 0 && v.height > 0 && (v.filter == cudaFilterModePoint || floats);
}
inline TextureView viewOf(const void* base, const cudaChannelFormatDesc& desc, size_t width, size_t height,
    size_t pitch, const cudaTextureDesc& t)
{
    TextureView v { static_cast<const unsigned char*>(base), width, height, pitch, desc, t.normalizedCoords,
        int(t.filterMode), int(t.readMode), { int(t.addressMode[0]), int(t.addressMode[1]), int(t.addressMode[2]) },
        { t.borderColor[0], t.borderColor[1], t.borderColor[2], t.borderColor[3] } };
    return v;
}
} // namespace cvz_pg

template <class T> inline cudaChannelFormatDesc cudaCreateChannelDesc()
{
    return cvz_pg::channelOf<T>();
}
inline cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, cudaChannelFormatKind f)
{
    return { x, y, z, w, f };
}

// ---- CUDA arrays ------------------------------------------------------------------------------
namespace cvz_pg {
inline cudaError_t mallocArray(cudaArray_t* array, const char* name, int line, const cudaChannelFormatDesc* desc,
    size_t width, size_t height = 0, unsigned int = 0)
{
    if (array == nullptr || desc == nullptr || width == 0 || !channelValid(*desc))
        return cudaErrorInvalidValue;
    const size_t rows = height ? height : 1, bytes = texelBytes(*desc);
    if (width > (size_t(1) << 31) / bytes || rows > (size_t(1) << 31) / (width * bytes))
        return cudaErrorInvalidValue; // past 2 GiB: beyond a GPU's texture limits
    unsigned char* data = nullptr;
    const cudaError_t e = cudaMallocAt(&data, width * bytes * rows, kDevice, name, line);
    if (e != cudaSuccess)
        return e;
    *array = new cudaArray { data, width, height, *desc };
    return cudaSuccess;
}
} // namespace cvz_pg
// A macro, as cudaMalloc is: the array's memory is named after the variable it fills.
#define cudaMallocArray(p, ...) cvz_pg::mallocArray(p, #p, CVZ_PG_SITE_LINE(__LINE__), __VA_ARGS__)
inline cudaError_t cudaFreeArray(cudaArray_t array, CVZ_PG_LINE)
{
    if (array == nullptr)
        return cudaSuccess;
    const cudaError_t e = cudaFree(array->data, cvz_line);
    delete array;
    return e;
}
namespace cvz_pg {
// Where (wOffset bytes, hOffset rows) of an array is, if a block of width bytes by height rows fits.
inline unsigned char* arrayAt(cudaArray_const_t a, size_t wOffset, size_t hOffset, size_t width, size_t height)
{
    const size_t row = a->width * texelBytes(a->desc), rows = a->height ? a->height : 1;
    if (wOffset > row || width > row - wOffset || hOffset > rows || height > rows - hOffset)
        return nullptr;
    return a->data + hOffset * row + wOffset;
}
} // namespace cvz_pg
inline cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void* src, size_t spitch,
    size_t width, size_t height, cudaMemcpyKind kind, CVZ_PG_LINE)
{
    unsigned char* at = dst ? cvz_pg::arrayAt(dst, wOffset, hOffset, width, height) : nullptr;
    if (at == nullptr)
        return cudaErrorInvalidValue;
    return cudaMemcpy2D(at, dst->width * cvz_pg::texelBytes(dst->desc), src, spitch, width, height, kind, cvz_line);
}
inline cudaError_t cudaMemcpy2DFromArray(void* dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind, CVZ_PG_LINE)
{
    const unsigned char* at = src ? cvz_pg::arrayAt(src, wOffset, hOffset, width, height) : nullptr;
    if (at == nullptr)
        return cudaErrorInvalidValue;
    return cudaMemcpy2D(dst, dpitch, at, src->width * cvz_pg::texelBytes(src->desc), width, height, kind, cvz_line);
}
// The old form: count bytes from (wOffset, hOffset) on, row after row.
inline cudaError_t cudaMemcpyToArray(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const void* src, size_t count, cudaMemcpyKind kind, CVZ_PG_LINE)
{
    const size_t row = dst ? dst->width * cvz_pg::texelBytes(dst->desc) : 0;
    const size_t rows = dst && dst->height ? dst->height : 1;
    if (dst == nullptr || wOffset >= row || hOffset >= rows || count > row * rows - (hOffset * row + wOffset))
        return cudaErrorInvalidValue;
    unsigned char* at = dst->data + hOffset * row + wOffset;
    return cudaMemcpy(at, src, count, kind, cvz_line);
}

// ---- Texture objects --------------------------------------------------------------------------
inline cudaError_t cudaCreateTextureObject(cudaTextureObject_t* object, const cudaResourceDesc* res,
    const cudaTextureDesc* tex, const cudaResourceViewDesc* view)
{
    if (object == nullptr || res == nullptr || tex == nullptr)
        return cudaErrorInvalidValue;
    if (view != nullptr || tex->sRGB != 0)
        return cudaErrorNotSupported; // a resource view, sRGB: not here
    cvz_pg::TextureView v {};
    if (res->resType == cudaResourceTypeLinear) {
        const auto& l = res->res.linear;
        if (l.devPtr == nullptr || !cvz_pg::channelValid(l.desc))
            return cudaErrorInvalidValue;
        v = cvz_pg::viewOf(l.devPtr, l.desc, l.sizeInBytes / cvz_pg::texelBytes(l.desc), 1, l.sizeInBytes, *tex);
    } else if (res->resType == cudaResourceTypePitch2D) {
        const auto& p = res->res.pitch2D;
        if (p.devPtr == nullptr || !cvz_pg::channelValid(p.desc)
            || p.pitchInBytes < p.width * cvz_pg::texelBytes(p.desc))
            return cudaErrorInvalidValue;
        v = cvz_pg::viewOf(p.devPtr, p.desc, p.width, p.height, p.pitchInBytes, *tex);
    } else if (res->resType == cudaResourceTypeArray && res->res.array.array != nullptr) {
        const cudaArray& a = *res->res.array.array;
        v = cvz_pg::viewOf(
            a.data, a.desc, a.width, a.height ? a.height : 1, a.width * cvz_pg::texelBytes(a.desc), *tex);
    } else {
        return cudaErrorInvalidValue; // a mipmapped array: not here
    }
    if (!cvz_pg::samplerValid(v))
        return cudaErrorInvalidValue;
    for (unsigned long long k = 0; k < cvz_pg::kMaxTextureObjects; ++k)
        if (!cvz_pg::g_textureObjectUsed[k]) {
            cvz_pg::g_textureObjectUsed[k] = true;
            cvz_pg::g_textureObjects[k] = v;
            *object = k + 1;
            return cudaSuccess;
        }
    return cudaErrorMemoryAllocation;
}
inline cudaError_t cudaDestroyTextureObject(cudaTextureObject_t object)
{
    if (object < 1 || object > cvz_pg::kMaxTextureObjects || !cvz_pg::g_textureObjectUsed[object - 1])
        return cudaErrorInvalidValue;
    cvz_pg::g_textureObjectUsed[object - 1] = false;
    cvz_pg::g_textureObjects[object - 1] = {};
    return cudaSuccess;
}
// The fetches: in a whole program (a kernel run alone binds no texture: cudaviz_playground.h refuses
// them there).
#if defined(CVZ_PG_PROGRAM)
template <class T> __attribute__((always_inline)) inline T tex1Dfetch(cudaTextureObject_t t, int x)
{
    return cvz_pg::fetch<T>(cvz_pg::objectView(t), x);
}
template <class T> __attribute__((always_inline)) inline T tex1D(cudaTextureObject_t t, float x)
{
    return cvz_pg::sampled<T>(cvz_pg::objectView(t), false, x, 0.5f);
}
template <class T> __attribute__((always_inline)) inline T tex2D(cudaTextureObject_t t, float x, float y)
{
    return cvz_pg::sampled<T>(cvz_pg::objectView(t), true, x, y);
}
template <class T> __attribute__((always_inline)) inline void tex2D(T* out, cudaTextureObject_t t, float x, float y)
{
    *out = tex2D<T>(t, x, y);
}
#endif

// ---- Texture references (removed in CUDA 12) --------------------------------------------------
// Each use is named: the deprecation's text is read by the app, which reports it on its line.
#define CVZ_PG_LEGACY_TEXTURE(name) __attribute__((deprecated("cudaviz-legacy-texture " #name)))
struct textureReference
{
    int normalized;
    cudaTextureFilterMode filterMode;
    cudaTextureAddressMode addressMode[3];
    cudaChannelFormatDesc channelDesc;
    int sRGB;
    unsigned int maxAnisotropy;
    cudaTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
    int disableTrilinearOptimization;
    cvz_pg::TextureView cvz_bound; // the memory it is bound to, with the settings it had then
};
// Declared for a program that writes texture<...> (the compiler defines CVZ_PG_TEXTURE_REFERENCES then:
// core/playground/source/usercompiler.cpp), so that a program of CUDA 12 may name its own texture.
#if defined(CVZ_PG_TEXTURE_REFERENCES)
template <class T, int dim = cudaTextureType1D, cudaTextureReadMode mode = cudaReadModeElementType>
struct texture : textureReference
{
    texture(int norm = 0, cudaTextureFilterMode filter = cudaFilterModePoint,
        cudaTextureAddressMode address = cudaAddressModeClamp, cudaChannelFormatDesc desc = cvz_pg::channelOf<T>())
        : textureReference {}
    {
        normalized = norm;
        filterMode = filter;
        addressMode[0] = addressMode[1] = addressMode[2] = address;
        channelDesc = desc;
    }
};
namespace cvz_pg {
// What a reference's fetch gives: its texel type, or floats for a normalised read.
template <class T, cudaTextureReadMode M> struct ReadAs
{
    using type = T;
};
template <class T> struct ReadAs<T, cudaReadModeNormalizedFloat>
{
    using type
        = std::conditional_t<Lanes<T>::count == 1, float, std::conditional_t<Lanes<T>::count == 2, float2, float4>>;
};
// Binds a reference: its settings now, over the memory given.
inline cudaError_t bindReference(const textureReference& ref, cudaTextureReadMode mode, const void* base,
    const cudaChannelFormatDesc& desc, size_t width, size_t height, size_t pitch)
{
    if (base == nullptr || !channelValid(desc) || pitch < width * texelBytes(desc))
        return cudaErrorInvalidValue;
    cudaTextureDesc t {};
    for (int k = 0; k < 3; ++k)
        t.addressMode[k] = ref.addressMode[k];
    t.filterMode = ref.filterMode;
    t.readMode = mode;
    t.normalizedCoords = ref.normalized;
    const TextureView v = viewOf(base, desc, width, height, pitch, t);
    if (!samplerValid(v))
        return cudaErrorInvalidValue;
    const_cast<textureReference&>(ref).cvz_bound = v;
    return cudaSuccess;
}
// Texels in `bytes` of 1D memory; 0 for a format that is not one.
inline size_t texelsIn(size_t bytes, const cudaChannelFormatDesc& desc)
{
    return channelValid(desc) ? bytes / texelBytes(desc) : 0;
}
} // namespace cvz_pg
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(cudaBindTexture)
inline cudaError_t cudaBindTexture(size_t* offset, const texture<T, D, M>& tex, const void* devPtr,
    const cudaChannelFormatDesc& desc, size_t size = ~size_t(0) >> 1)
{
    if (offset != nullptr)
        *offset = 0;
    return cvz_pg::bindReference(tex, M, devPtr, desc, cvz_pg::texelsIn(size, desc), 1, size);
}
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(cudaBindTexture)
inline cudaError_t
    cudaBindTexture(size_t* offset, const texture<T, D, M>& tex, const void* devPtr, size_t size = ~size_t(0) >> 1)
{
    if (offset != nullptr)
        *offset = 0;
    return cvz_pg::bindReference(tex, M, devPtr, tex.channelDesc, cvz_pg::texelsIn(size, tex.channelDesc), 1, size);
}
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(cudaBindTexture2D)
inline cudaError_t cudaBindTexture2D(size_t* offset, const texture<T, D, M>& tex, const void* devPtr,
    const cudaChannelFormatDesc& desc, size_t width, size_t height, size_t pitch)
{
    if (offset != nullptr)
        *offset = 0;
    return cvz_pg::bindReference(tex, M, devPtr, desc, width, height, pitch);
}
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(cudaBindTexture2D)
inline cudaError_t cudaBindTexture2D(
    size_t* offset, const texture<T, D, M>& tex, const void* devPtr, size_t width, size_t height, size_t pitch)
{
    if (offset != nullptr)
        *offset = 0;
    return cvz_pg::bindReference(tex, M, devPtr, tex.channelDesc, width, height, pitch);
}
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(cudaBindTextureToArray)
inline cudaError_t cudaBindTextureToArray(const texture<T, D, M>& tex, cudaArray_const_t array)
{
    if (array == nullptr)
        return cudaErrorInvalidValue;
    const size_t bytes = cvz_pg::texelBytes(array->desc);
    return cvz_pg::bindReference(
        tex, M, array->data, array->desc, array->width, array->height ? array->height : 1, array->width * bytes);
}
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(cudaUnbindTexture)
inline cudaError_t cudaUnbindTexture(const texture<T, D, M>& tex)
{
    const_cast<texture<T, D, M>&>(tex).cvz_bound = {};
    return cudaSuccess;
}
#if defined(CVZ_PG_PROGRAM)
template <class T, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(tex1Dfetch)
__attribute__((always_inline)) inline typename cvz_pg::ReadAs<T, M>::type
    tex1Dfetch(const texture<T, cudaTextureType1D, M>& t, int x)
{
    return cvz_pg::fetch<typename cvz_pg::ReadAs<T, M>::type>(t.cvz_bound, x);
}
template <class T, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(tex1D)
__attribute__((always_inline)) inline typename cvz_pg::ReadAs<T, M>::type
    tex1D(const texture<T, cudaTextureType1D, M>& t, float x)
{
    return cvz_pg::sampled<typename cvz_pg::ReadAs<T, M>::type>(t.cvz_bound, false, x, 0.5f);
}
template <class T, cudaTextureReadMode M>
CVZ_PG_LEGACY_TEXTURE(tex2D)
__attribute__((always_inline)) inline typename cvz_pg::ReadAs<T, M>::type
    tex2D(const texture<T, cudaTextureType2D, M>& t, float x, float y)
{
    return cvz_pg::sampled<typename cvz_pg::ReadAs<T, M>::type>(t.cvz_bound, true, x, y);
}
#else
// A kernel run alone binds no texture.
#define CVZ_PG_UNBOUND_TEXTURE                                                                                         \
    CVZ_PG_UNSUPPORTED("texture fetches in a kernel run alone (no texture is bound there; run the whole program, "     \
                       "where 1D and 2D textures run)")
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_UNBOUND_TEXTURE typename cvz_pg::ReadAs<T, M>::type tex1Dfetch(const texture<T, D, M>&, int);
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_UNBOUND_TEXTURE typename cvz_pg::ReadAs<T, M>::type tex1D(const texture<T, D, M>&, float);
template <class T, int D, cudaTextureReadMode M>
CVZ_PG_UNBOUND_TEXTURE typename cvz_pg::ReadAs<T, M>::type tex2D(const texture<T, D, M>&, float, float);
#undef CVZ_PG_UNBOUND_TEXTURE
#endif
#endif
