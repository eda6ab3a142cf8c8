// Command serve serves a directory (by default dist/, the built page) on
// localhost, for trying the page: go run ./cmd/serve [-dir dist] [-addr localhost:8080]
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
)

func main() {
	dir := flag.String("dir", "dist", "directory to serve")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		log.Fatalf("no %s/index.html: run make build first", *dir)
	}
	fmt.Printf("Pentarchy is served at http://%s/ (Ctrl-C stops)\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, noCache(http.FileServer(http.Dir(*dir)))))
}

// noCache asks the browser to revalidate every file, so a rebuilt page is
// picked up on reload.
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}
