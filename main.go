// Command pentarchy is the Pentarchy app: five abstract strategy games in
// one page, drawn with Ebitengine. Built for js/wasm it is the web page's
// program; built natively it opens a window.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui"
)

func main() {
	if err := ebiten.RunGame(ui.New()); err != nil {
		log.Fatal(err)
	}
}
