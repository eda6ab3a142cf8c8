package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// function is one function of a WebAssembly module: its name (from the
// names section) and the bytes of its body.
type function struct {
	name string
	body []byte
}

// module is what the size report reads of a WebAssembly module.
type module struct {
	functions []function
	data      int // bytes of the data section
}

// Section ids of the WebAssembly binary format.
const (
	sectionCustom = 0
	sectionImport = 2
	sectionCode   = 10
	sectionData   = 11
)

// readModule reads the functions, named, and the data size of a module.
func readModule(b []byte) (module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return module{}, errors.New("not WebAssembly")
	}
	var m module
	var imported int
	var bodies [][]byte
	names := map[int]string{}
	r := reader{b: b, at: 8}
	for !r.done() {
		id := r.byte()
		sec := reader{b: r.bytes(int(r.uint()))}
		switch id {
		case sectionImport:
			imported = sec.importedFunctions()
		case sectionCode:
			for range sec.uint() {
				bodies = append(bodies, sec.bytes(int(sec.uint())))
			}
		case sectionData:
			m.data = len(sec.b)
		case sectionCustom:
			if sec.name() == "name" {
				sec.functionNames(names)
			}
		}
		if sec.err != nil {
			return module{}, fmt.Errorf("section %d: %v", id, sec.err)
		}
	}
	if r.err != nil {
		return module{}, r.err
	}
	for i, body := range bodies {
		m.functions = append(m.functions, function{names[imported+i], body})
	}
	return m, nil
}

// reader reads the binary format; its first error sticks.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) done() bool { return r.err != nil || r.at >= len(r.b) }

func (r *reader) byte() byte {
	if r.at >= len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return 0
	}
	r.at++
	return r.b[r.at-1]
}

// uint reads an unsigned LEB128 number.
func (r *reader) uint() uint64 {
	var v uint64
	for shift := 0; shift < 64 && r.err == nil; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v
		}
	}
	r.err = errors.Join(r.err, errors.New("bad number"))
	return 0
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || n > len(r.b)-r.at {
		r.err = io.ErrUnexpectedEOF
		return nil
	}
	r.at += n
	return r.b[r.at-n : r.at]
}

func (r *reader) name() string { return string(r.bytes(int(r.uint()))) }

// importedFunctions counts the functions an import section imports: they
// come first in the numbering of functions.
func (r *reader) importedFunctions() int {
	n := 0
	for range r.uint() {
		r.name()
		r.name()
		switch kind := r.byte(); kind {
		case 0: // a function: its type
			r.uint()
			n++
		case 1: // a table: its element type and limits
			r.byte()
			r.limits()
		case 2: // a memory: its limits
			r.limits()
		case 3: // a global: its type and mutability
			r.byte()
			r.byte()
		default:
			r.err = fmt.Errorf("import of kind %d", kind)
		}
		if r.err != nil {
			return 0
		}
	}
	return n
}

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}

// functionNames reads the function names subsection of a names section.
func (r *reader) functionNames(names map[int]string) {
	for !r.done() {
		id := r.byte()
		sub := reader{b: r.bytes(int(r.uint()))}
		if id != 1 {
			continue
		}
		for range sub.uint() {
			i := int(sub.uint())
			names[i] = sub.name()
			if sub.err != nil {
				break
			}
		}
		r.err = errors.Join(r.err, sub.err)
	}
}

// packageOf is the import path of the package a function of Go's
// WebAssembly belongs to. Go names functions with their package's path
// in which '/' is '_': "github.com_pion_webrtc_v4.__DataChannel_.Send".
// Type algorithms (equality, hashing) belong to no package.
func packageOf(name string) string {
	if strings.HasPrefix(name, "type_.") {
		return "(type algorithms)"
	}
	name = strings.TrimPrefix(name, "go:")
	domain := ""
	for _, d := range []string{"github.com_", "golang.org_", "rsc.io_", "gopkg.in_"} {
		if strings.HasPrefix(name, d) {
			domain, name = d, name[len(d):]
			break
		}
	}
	pkg, _, _ := strings.Cut(name, ".")
	return strings.ReplaceAll(domain+pkg, "_", "/")
}

// packageCode is the code of one package: its bytes raw and alone gzipped.
type packageCode struct {
	path      string
	functions int
	raw, gzip int
}

// byPackage sums the functions' code by package, heaviest first.
func byPackage(fns []function) []packageCode {
	code := map[string][]byte{}
	count := map[string]int{}
	for _, f := range fns {
		p := packageOf(f.name)
		code[p] = append(code[p], f.body...)
		count[p]++
	}
	var pkgs []packageCode
	for p, b := range code {
		pkgs = append(pkgs, packageCode{p, count[p], len(b), gzipSize(b)})
	}
	slices.SortFunc(pkgs, func(a, b packageCode) int { return b.raw - a.raw })
	return pkgs
}

func reportPackages(w io.Writer, wasm []byte, n int) error {
	m, err := readModule(wasm)
	if err != nil {
		return err
	}
	total := 0
	for _, f := range m.functions {
		total += len(f.body)
	}
	fmt.Fprintf(w, "\ncode %d bytes in %d functions; data %d bytes\n", total, len(m.functions), m.data)
	fmt.Fprintf(w, "%10s %10s %6s  %s\n", "code", "gzip alone", "funcs", "package")
	pkgs := byPackage(m.functions)
	for _, p := range pkgs[:min(n, len(pkgs))] {
		fmt.Fprintf(w, "%10d %10d %6d  %s\n", p.raw, p.gzip, p.functions, p.path)
	}
	return nil
}
